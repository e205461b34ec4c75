/** @jsxRuntime automatic */
/** @jsxImportSource react */
// (`npm start` runs the server with tsx from the repository root, whose tsconfig does not cover this
// package: the file names its JSX runtime itself.)
import { Page, Text, View } from '@react-pdf/renderer';
import type { PageLayout as Layout } from './Frame.tsx';
import type { PageMarks } from './pageMarks.ts';
import { pageSize, type BookStyles } from './styles.ts';
import type { Book } from './types.ts';

export const backMatterTexts = {
  index: 'Index of people and places',
  people: 'People',
  places: 'Places',
  recorded: 'Recorded with Kinstory',
} as const;

/** Each name with the chapters it appears in (their indexes), sorted as a reader looks them up. */
export function indexOf(names: (chapter: Book['chapters'][number]) => string[], chapters: Book['chapters']): [string, number[]][] {
  const found = new Map<string, { name: string; chapters: number[] }>();
  chapters.forEach((chapter, i) => {
    for (const raw of names(chapter)) {
      const name = raw.trim();
      if (!name) continue;
      const key = name.toLocaleLowerCase();
      const entry = found.get(key) ?? { name, chapters: [] };
      if (!entry.chapters.includes(i)) entry.chapters.push(i);
      found.set(key, entry);
    }
  });
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name)).map((e) => [e.name, e.chapters]);
}

/** The index of people and places: each with the pages its chapters start on. */
export function BookIndex({ book, styles, marks, layout }: { book: Book; styles: BookStyles; marks: PageMarks; layout: Layout }) {
  const sections: [string, [string, number[]][]][] = [
    [backMatterTexts.people, indexOf((c) => c.people, book.chapters)],
    [backMatterTexts.places, indexOf((c) => [c.place], book.chapters)],
  ];
  const line = (name: string, chapters: number[]) => {
    const pages = [...new Set(chapters.map((c) => marks.read(`index|${name}`, c) ?? 0))].sort((a, b) => a - b);
    return `${name}  ${pages.join(', ')}`;
  };
  return (
    <Page size={pageSize} style={styles.page} layout={layout}>
      <Text style={styles.heading}>{backMatterTexts.index}</Text>
      {sections.map(([heading, entries]) =>
        entries.length ? (
          <View key={heading}>
            <Text style={styles.indexSection} minPresenceAhead={30}>
              {heading}
            </Text>
            {entries.map(([name, chapters]) => (
              <Text key={name} style={styles.indexEntry} render={() => line(name, chapters)} />
            ))}
          </View>
        ) : null,
      )}
    </Page>
  );
}

/** The colophon: when the book was made, and with what. */
export function Colophon({ book, styles, layout }: { book: Book; styles: BookStyles; layout: Layout }) {
  const date = book.madeOn.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <Page size={pageSize} style={styles.page} layout={layout}>
      <View style={styles.colophon}>
        <Text>{book.title}</Text>
        <Text>
          {book.chapters.length === 1 ? 'One story' : `${book.chapters.length} stories`} told by {book.storyteller}
        </Text>
        <Text>Made on {date}. Set in Literata.</Text>
        <Text style={styles.label}>{backMatterTexts.recorded}</Text>
      </View>
    </Page>
  );
}
