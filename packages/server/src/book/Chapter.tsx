/** @jsxRuntime automatic */
/** @jsxImportSource react */
// (`npm start` runs the server with tsx from the repository root, whose tsconfig does not cover this
// package: the file names its JSX runtime itself.)
import { Page, Text, View } from '@react-pdf/renderer';
import type { PageLayout } from './Frame.tsx';
import { pageSize, type BookStyles } from './styles.ts';
import type { BookChapter } from './types.ts';

export const chapterTexts = {
  draft: 'Draft — not yet confirmed by the family',
  private: 'Private',
  people: 'In this story: ',
  perspectives: 'The family remembers',
} as const;

interface ChapterProps {
  chapter: BookChapter;
  styles: BookStyles;
  /** Its pages' frame, which records the page the chapter starts on. */
  layout: PageLayout;
}

/**
 * One story: its theme and title, when and where, its marks, the storyteller's words with a pull
 * quote set into them, the people in it, and the family's perspectives set apart with their names.
 */
export function Chapter({ chapter, styles, layout }: ChapterProps) {
  const { paragraphs, pullQuote } = chapter;
  // After the opening paragraph in a longer story; after the words in a short one.
  const quoteAt = paragraphs.length >= 3 ? 1 : paragraphs.length;
  const quote = pullQuote ? (
    <Text key="quote" style={styles.pullQuote} wrap={false}>
      {pullQuote}
    </Text>
  ) : null;
  return (
    <Page size={pageSize} style={styles.page} layout={layout} bookmark={{ title: chapter.title, fit: true }}>
      <Text style={styles.theme}>{chapter.theme}</Text>
      <Text style={styles.chapterTitle}>{chapter.title}</Text>
      {chapter.whenWhere ? <Text style={styles.whenWhere}>{chapter.whenWhere}</Text> : null}
      {chapter.status === 'draft' || chapter.private ? (
        <View style={styles.marks}>
          {chapter.status === 'draft' ? <Text style={styles.mark}>{chapterTexts.draft}</Text> : null}
          {chapter.private ? <Text style={styles.mark}>{chapterTexts.private}</Text> : null}
        </View>
      ) : null}
      <View style={styles.opening}>
        {paragraphs.flatMap((text, i) => [
          ...(i === quoteAt ? [quote] : []),
          <Text key={i} style={i === 0 ? styles.firstParagraph : styles.paragraph}>
            {text}
          </Text>,
        ])}
        {quoteAt === paragraphs.length ? quote : null}
      </View>
      {chapter.people.length ? (
        <Text style={styles.people}>
          <Text style={styles.label}>{chapterTexts.people}</Text>
          {chapter.people.join(', ')}
        </Text>
      ) : null}
      {chapter.perspectives.length ? (
        <View style={styles.perspectives}>
          <Text style={styles.perspectivesHeading} minPresenceAhead={40}>
            {chapterTexts.perspectives}
          </Text>
          {chapter.perspectives.map((p, i) => (
            <View key={i}>
              <Text style={styles.perspective}>{p.text}</Text>
              <Text style={styles.perspectiveAuthor}>— {p.author}</Text>
            </View>
          ))}
        </View>
      ) : null}
    </Page>
  );
}
