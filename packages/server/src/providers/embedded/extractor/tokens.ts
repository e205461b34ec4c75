import nlp from 'compromise';

/** One word of the message, from compromise's single parse, with what the rules need. */
export interface Token {
  /** The word as written, without surrounding punctuation ("King's", "Mr"). */
  text: string;
  /** Lower-case, without a trailing possessive. */
  lower: string;
  tags: Set<string>;
  pre: string;
  post: string;
  sentence: number;
  /** First word of a sentence (where capitals say nothing). */
  initial: boolean;
  /** Starts with an upper-case letter and is not a shouted all-caps word. */
  cap: boolean;
  possessive: boolean;
}

type Term = { text: string; pre: string; post: string; tags: Set<string> };

// compromise types model() as a bare object; the lexicon lives at one.lexicon
const LEXICON = (nlp.model() as { one: { lexicon: Record<string, unknown> } }).one.lexicon;

/** Lower-case and without accents: "Thiès" → "thies", "Biržai" → "birzai". */
export const fold = (text: string): string => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

export function inLexicon(word: string): boolean {
  return Object.prototype.hasOwnProperty.call(LEXICON, word.toLowerCase());
}

/** A first name's sex as the tagger's lexicon knows it: "Maria" → 'f', "Alf" → 'm', "Packy" or "June" → ''. */
export function nameGender(name: string): 'f' | 'm' | '' {
  const tag = LEXICON[fold(name.trim().split(/\s+/)[0] ?? '')];
  return tag === 'FemaleName' ? 'f' : tag === 'MaleName' ? 'm' : '';
}

export interface Parsed {
  text: string;
  tokens: Token[];
}

/** Parses once with compromise and flattens its terms; every rule reuses this. */
export function parse(text: string): Parsed {
  const doc = nlp(text);
  const docs = (doc as unknown as { docs: Term[][] }).docs;
  const tokens: Token[] = [];
  docs.forEach((sentence, s) => {
    let first = true;
    for (const term of sentence) {
      if (!term.text) continue; // implicit words of contractions
      const word = term.text;
      const possessive = /['’]s$/i.test(word);
      const bare = possessive ? word.slice(0, -2) : word;
      const letters = bare.replace(/[^\p{L}]/gu, '');
      const upper = /^\p{Lu}/u.test(bare);
      const shouted = letters.length > 1 && letters === letters.toUpperCase();
      // a sentence compromise did not split ("'Not bad.' It was", "black like oil. And I"): after a full stop, a
      // question or an exclamation mark, quoted or not, a word is a sentence's first, unless the stop ends an
      // abbreviation or an initial ("Mr. Hudak", "J. Smith")
      const prev = tokens[tokens.length - 1];
      const stopped = !!prev && /[.!?]['"’”)]*\s*$/.test(prev.post) && !prev.tags.has('Abbreviation') && prev.text.replace(/[^\p{L}]/gu, '').length > 1;
      tokens.push({
        text: word,
        lower: bare.toLowerCase(),
        tags: term.tags,
        pre: term.pre,
        post: term.post,
        sentence: s,
        // a quotation opens a sentence of its own: "said, 'Not bad.'", "(Mum said)"
        initial: first || stopped || /["“(‘]|(?:^|\s)'/.test(term.pre),
        cap: upper && (!shouted || letters.length <= 4),
        possessive,
      });
      first = false;
    }
  });
  // an all-caps word only counts as a capital when it sits beside a normal one ("HMS Larkspur")
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const letters = t.text.replace(/[^\p{L}]/gu, '');
    if (t.cap && letters.length > 1 && letters === letters.toUpperCase()) {
      const next = tokens[i + 1];
      t.cap = !!next && next.cap && next.text.replace(/[^\p{L}]/gu, '') !== next.text.replace(/[^\p{L}]/gu, '').toUpperCase();
    }
  }
  return { text, tokens };
}

/** True when a token's trailing punctuation ends a phrase (comma, full stop, dash ...). */
export function breaksAfter(t: Token): boolean {
  const p = t.post.trim();
  if (!p || p === '-') return false;
  return !(p === '.' && t.tags.has('Abbreviation'));
}

export function hasTag(t: Token | undefined, ...tags: string[]): boolean {
  return !!t && tags.some((tag) => t.tags.has(tag));
}

/** `s` as a regular expression that matches it literally ("St. John's" → "St\. John's"). */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
