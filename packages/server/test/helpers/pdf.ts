import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';

/**
 * A PDF's text page by page, as a reader's copy and paste would give it: runs of white space as one
 * space, and a word the engine hyphenated at a line's end joined again.
 */
export async function bookPages(pdf: Uint8Array): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text.map((page) =>
    page
      .replace(/(\p{Ll})-\s+(\p{Ll})/gu, '$1$2')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

const references = resolve(dirname(fileURLToPath(import.meta.url)), '../routes/__screenshots__/book');

/**
 * Pages of a PDF as pictures (Debian's pdftoppm at 50 dpi) against committed references, as the
 * design system's screenshots are: a few pixels may differ (anti-aliasing), no more.
 * KINSTORY_WRITE_REFERENCES=1 writes the references instead.
 */
export function expectPagesLike(pdf: Uint8Array, pages: { page: number; name: string }[]): void {
  const dir = mkdtempSync(join(tmpdir(), 'kinstory-book-'));
  try {
    const file = join(dir, 'book.pdf');
    writeFileSync(file, pdf);
    for (const { page, name } of pages) {
      execFileSync('pdftoppm', ['-r', '50', '-png', '-singlefile', '-f', String(page), '-l', String(page), file, join(dir, name)]);
      const actual = readFileSync(join(dir, `${name}.png`));
      const reference = join(references, `${name}.png`);
      if (process.env.KINSTORY_WRITE_REFERENCES === '1') {
        mkdirSync(references, { recursive: true });
        writeFileSync(reference, actual);
        continue;
      }
      expect(existsSync(reference), `${reference} is missing: run the test once with KINSTORY_WRITE_REFERENCES=1 and commit it`).toBe(true);
      const a = PNG.sync.read(actual);
      const b = PNG.sync.read(readFileSync(reference));
      expect([a.width, a.height], name).toEqual([b.width, b.height]);
      const differing = pixelmatch(a.data, b.data, undefined, a.width, a.height, { threshold: 0.1 });
      // Up to 0.2% of the page: a glyph's edge, not a moved line or a missing word.
      expect(differing / (a.width * a.height), `${name}: ${differing} pixels differ from the reference`).toBeLessThan(0.002);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
