import { describe, expect, it } from 'vitest';
import { CHUNK_CHARS, MAX_CHUNK_CHARS, chunkParagraph } from './textBlocks.ts';

const sentence = 'We walked to the fair on Hampstead Heath, Mum, Alfie and me. ';

describe('chunkParagraph', () => {
  it('leaves a paragraph of usual length whole', () => {
    const paragraph = sentence.repeat(5);
    expect(chunkParagraph(paragraph)).toEqual([paragraph]);
  });

  it('cuts a long paragraph after a sentence, losing no text', () => {
    const paragraph = sentence.repeat(100);
    const chunks = chunkParagraph(paragraph);
    expect(chunks.join('')).toBe(paragraph);
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks.slice(0, -1)) {
      expect(chunk.endsWith('me. ')).toBe(true);
      expect(chunk.length).toBeGreaterThan(CHUNK_CHARS);
      expect(chunk.length).toBeLessThanOrEqual(MAX_CHUNK_CHARS);
    }
  });

  it('never moves a cut as the paragraph grows: every chunk but the last is final', () => {
    const full = `${sentence.repeat(40)}${'word '.repeat(700)}${'x'.repeat(5000)}`;
    let previous: string[] = [];
    for (let length = 0; length <= full.length; length += 7) {
      const chunks = chunkParagraph(full.slice(0, length));
      expect(chunks.slice(0, previous.length - 1)).toEqual(previous.slice(0, -1));
      expect(chunks.join('')).toBe(full.slice(0, length));
      previous = chunks;
    }
    // With no sentence end the cut falls after a space, and with no space anywhere at the limit.
    expect(previous.every((chunk) => chunk.length <= MAX_CHUNK_CHARS)).toBe(true);
    expect(previous.some((chunk) => chunk === 'x'.repeat(MAX_CHUNK_CHARS))).toBe(true);
  });
});
