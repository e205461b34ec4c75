import type { Features } from './classifier.ts';
import { stem } from './features.ts';
import { fold } from './tokens.ts';
// Each theme's cue terms from general knowledge of twentieth-century lives the world over: named events, places,
// institutions, festivals, dishes, games, trades, and the phrases storytellers use ("called up", "sat the exam").
// Written from the theme names and the annotation guidelines' close calls, never from a corpus passage, so that a
// passage can point at its theme through what a reader knows (a siege, a pilgrimage, a dish) and
// not only through words the training corpus happened to hold.
import LEXICON from './themeLexicon.json' with { type: 'json' };

/** Lower-case words without accents, each stemmed as the word features are (features.ts). */
const stems = (text: string) => fold(text).split(/[^\p{L}']+/u).filter(Boolean).map(stem).filter(Boolean);

const LONGEST = 3;
/** Each lexicon term (one to three words, stemmed) → the themes it is a cue of. */
const TERMS = new Map<string, string[]>();
for (const [theme, terms] of Object.entries(LEXICON as Record<string, string[]>)) {
  for (const term of terms) {
    const key = stems(term).join(' ');
    if (!key || key.split(' ').length > LONGEST) continue;
    const themes = TERMS.get(key) ?? [];
    if (!themes.includes(theme)) TERMS.set(key, [...themes, theme]);
  }
}

/**
 * `kx:<theme>`: how many distinct terms of that theme's knowledge lexicon (themeLexicon.json) the passage holds,
 * read from the raw text, so that names of events, places and festivals the word features leave out
 * ("Stalingrad", "Vaisakhi") count too. Square root, halved, like `lex:`.
 */
export function knowledgeFeatures(text: string): Features {
  const words = stems(text);
  const found = new Map<string, Set<string>>();
  for (let i = 0; i < words.length; i++) {
    for (let n = 1; n <= LONGEST && i + n <= words.length; n++) {
      const key = words.slice(i, i + n).join(' ');
      for (const theme of TERMS.get(key) ?? []) {
        const set = found.get(theme) ?? new Set<string>();
        set.add(key);
        found.set(theme, set);
      }
    }
  }
  const out: Features = {};
  for (const [theme, set] of found) out[`kx:${theme}`] = Math.sqrt(set.size) / 2;
  return out;
}
