import type { Features } from './classifier.ts';
import { hasTag, inLexicon, type Token } from './tokens.ts';

/** Function words carry no theme; the story model gets their work from its narration features. */
const SKIP_TAGS = ['Determiner', 'Preposition', 'Conjunction', 'Pronoun', 'Copula', 'Auxiliary', 'Value', 'Possessive'];

/**
 * A light, deterministic stemmer: plural and verb endings folded so that "soldiers"/"soldier" and
 * "married"/"marry" meet. Crude on purpose: the model only needs forms of one word to share a feature.
 */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, '').replace(/[^\p{L}-]/gu, '');
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('ied') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  if (/([^aeiouls])\1$/.test(w)) w = w.slice(0, -1); // "stopp" → "stop"
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

/**
 * Word features: stems of content words, present or not. Names are left out (a name belongs to one
 * family's story, not to a theme): a capitalised word inside a sentence that the lexicon does not know,
 * or that compromise tags as a person.
 */
export function wordFeatures(tokens: Token[]): Features {
  const out: Features = {};
  for (const t of tokens) {
    if (hasTag(t, ...SKIP_TAGS) && !hasTag(t, 'Noun', 'Verb', 'Adjective', 'Adverb')) continue;
    if (hasTag(t, 'Person', 'FirstName', 'LastName') || t.cap && !t.initial && !inLexicon(t.lower)) continue;
    if (hasTag(t, 'Pronoun', 'Determiner', 'Preposition', 'Conjunction')) continue;
    const s = stem(t.lower);
    if (s.length < 3 || /\d/.test(s)) continue;
    out[`w:${s}`] = 1;
  }
  return out;
}

/** The text's words, lower-case and stemmed, apostrophes kept inside them ("father’s", "didn't"). */
export function stemmedWords(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}'’]+/u).filter(Boolean).map(stem);
}

/**
 * Word pairs: each two neighbouring words of the text, stemmed ("b:call_up", "b:sat_the", "b:our_first"), function
 * words and names included. A pair says what a word does ("called up", "the front room") where the word alone does
 * not; the theme model's naive Bayes member on them (training.ts) pools thousands of such weak signs.
 */
export function wordPairFeatures(text: string): Features {
  const out: Features = {};
  const w = stemmedWords(text);
  for (let i = 0; i + 1 < w.length; i++) out[`b:${w[i]}_${w[i + 1]}`] = 1;
  return out;
}
