/** @jsxRuntime automatic */
/** @jsxImportSource react */
// (`npm start` runs the server with tsx from the repository root, whose tsconfig does not cover this
// package: the file names its JSX runtime itself.)
import { Document } from '@react-pdf/renderer';
import { BookIndex, Colophon } from './BackMatter.tsx';
import { Chapter } from './Chapter.tsx';
import { frame } from './Frame.tsx';
import { Contents, Cover, Dedication } from './FrontMatter.tsx';
import type { PageMarks } from './pageMarks.ts';
import { bookStyles } from './styles.ts';
import type { Book } from './types.ts';

/** The whole book: cover, dedication, contents, a chapter per story, the index and the colophon. */
export function BookDocument({ book, marks }: { book: Book; marks: PageMarks }) {
  const styles = bookStyles(book.largePrint);
  const plain = frame(styles, false);
  const numbered = frame(styles, true);
  return (
    <Document title={book.title} author={book.storyteller} creator="Kinstory" producer="Kinstory" language="en" creationDate={book.madeOn} pageMode="useOutlines">
      <Cover book={book} styles={styles} layout={plain} />
      {book.dedication ? <Dedication text={book.dedication} styles={styles} layout={plain} /> : null}
      <Contents book={book} styles={styles} marks={marks} layout={plain} />
      {book.chapters.map((chapter, i) => (
        <Chapter key={chapter.id} chapter={chapter} styles={styles} layout={frame(styles, true, (page) => marks.mark(i, page))} />
      ))}
      <BookIndex book={book} styles={styles} marks={marks} layout={numbered} />
      <Colophon book={book} styles={styles} layout={plain} />
    </Document>
  );
}
