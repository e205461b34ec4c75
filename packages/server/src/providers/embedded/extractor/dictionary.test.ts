import { describe, expect, it } from 'vitest';
import { isEnglishWord, isForeignWord } from './dictionary.ts';

describe('the English dictionary', () => {
  it('knows English words in their inflections and in British and American spelling', () => {
    for (const w of ['cows', 'barn', 'snow', 'neighbour', 'neighbor', 'samovar', 'kimono', 'married']) expect(isEnglishWord(w), w).toBe(true);
  });

  it('calls a word of another language foreign, accents or not, and never a short word or one with digits', () => {
    for (const w of ['metate', 'kantele', 'muhtar', 'bohça', 'dupatta']) expect(isForeignWord(w), w).toBe(true);
    // "patrón" is "patron" without its accent, an English word
    for (const w of ['patrón', 'cows', 'um', 'ww2', 'café']) expect(isForeignWord(w), w).toBe(false);
  });
});
