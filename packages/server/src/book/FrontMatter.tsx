/** @jsxRuntime automatic */
/** @jsxImportSource react */
// (`npm start` runs the server with tsx from the repository root, whose tsconfig does not cover this
// package: the file names its JSX runtime itself.)
import { Page, Text, View } from '@react-pdf/renderer';
import type { PageLayout as Layout } from './Frame.tsx';
import type { PageMarks } from './pageMarks.ts';
import { pageSize, type BookStyles } from './styles.ts';
import type { Book } from './types.ts';

export const frontMatterTexts = { contents: 'Contents' } as const;

/** The cover: the book's title and the storyteller's name. */
export function Cover({ book, styles, layout }: { book: Book; styles: BookStyles; layout: Layout }) {
  return (
    <Page size={pageSize} style={styles.page} layout={layout}>
      <View style={styles.cover}>
        <Text style={styles.coverTitle}>{book.title}</Text>
        <View style={styles.coverRule} />
        <Text style={styles.coverName}>{book.storyteller}</Text>
      </View>
    </Page>
  );
}

/** The dedication, alone on its page. */
export function Dedication({ text, styles, layout }: { text: string; styles: BookStyles; layout: Layout }) {
  return (
    <Page size={pageSize} style={styles.page} layout={layout}>
      <View style={styles.dedication}>
        {text.split(/\n+/).map((line, i) => (
          <Text key={i}>{line}</Text>
        ))}
      </View>
    </Page>
  );
}

/**
 * The table of contents: each chapter's title and the page it starts on (read from the marks; the
 * number sits in a column of its own width, so the entries take the same room before it is known).
 * By theme, each theme heads its chapters.
 */
export function Contents({ book, styles, marks, layout }: { book: Book; styles: BookStyles; marks: PageMarks; layout: Layout }) {
  return (
    <Page size={pageSize} style={styles.page} layout={layout}>
      <Text style={styles.heading}>{frontMatterTexts.contents}</Text>
      {book.chapters.map((chapter, i) => (
        <View key={chapter.id}>
          {book.order === 'theme' && chapter.theme !== book.chapters[i - 1]?.theme ? (
            <Text style={styles.tocTheme} minPresenceAhead={30}>
              {chapter.theme}
            </Text>
          ) : null}
          <View style={styles.tocEntry} wrap={false}>
            <Text style={styles.tocTitle}>{chapter.title}</Text>
            <Text style={styles.tocPage} render={() => String(marks.read('contents', i) ?? 0)} />
          </View>
        </View>
      ))}
    </Page>
  );
}
