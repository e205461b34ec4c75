/** @jsxRuntime automatic */
/** @jsxImportSource react */
// (`npm start` runs the server with tsx from the repository root, whose tsconfig does not cover this
// package: the file names its JSX runtime itself.)
import { renderToBuffer } from '@react-pdf/renderer';
import { BookDocument } from './BookDocument.tsx';
import { registerBookFonts } from './fonts.ts';
import { PageMarks } from './pageMarks.ts';
import type { Book } from './types.ts';

/**
 * The book as a PDF, rendered in process. One render normally suffices (see PageMarks); when the
 * contents or the index printed a page that is not where a chapter ended up, it is rendered again
 * with those pages known.
 */
export async function renderBook(book: Book): Promise<Buffer> {
  registerBookFonts();
  let known: ReadonlyMap<number, number> | undefined;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const marks = new PageMarks(known);
    const pdf = await renderToBuffer(<BookDocument book={book} marks={marks} />);
    if (marks.settled()) return pdf;
    known = new Map(marks.starts);
  }
  throw new Error('The book’s page numbers did not settle in three renders');
}
