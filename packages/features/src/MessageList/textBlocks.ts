/**
 * Paragraphs longer than this are cut into blocks at sentence ends while they stream. A browser
 * lays out a block's text as a whole (one 40,000-character paragraph took 35–70 ms a frame), so no
 * block may keep growing; a reply with paragraphs of usual length is never cut.
 */
export const CHUNK_CHARS = 1200;
/** With no sentence end this far into a chunk, it is cut at a space (or, failing that, anywhere). */
export const MAX_CHUNK_CHARS = 2400;

const sentenceEnd = /[.!?…]["'”’)\]]*\s/g;

/**
 * A paragraph cut into chunks, each ending after the whitespace that follows a sentence. A cut
 * depends only on the text before it, so as the paragraph grows every chunk but the last stays.
 */
export function chunkParagraph(paragraph: string): string[] {
  const chunks: string[] = [];
  let start = 0;
  while (paragraph.length - start > CHUNK_CHARS) {
    sentenceEnd.lastIndex = start + CHUNK_CHARS;
    const match = sentenceEnd.exec(paragraph);
    let end = match && match.index + match[0].length - start <= MAX_CHUNK_CHARS ? match.index + match[0].length : -1;
    if (end === -1) {
      // A cut is only final once the text it depends on has arrived: past MAX_CHUNK_CHARS.
      if (paragraph.length - start <= MAX_CHUNK_CHARS) break;
      const space = paragraph.lastIndexOf(' ', start + MAX_CHUNK_CHARS - 1);
      end = space > start ? space + 1 : start + MAX_CHUNK_CHARS;
    }
    chunks.push(paragraph.slice(start, end));
    start = end;
  }
  chunks.push(paragraph.slice(start));
  return chunks;
}
