import type { Span } from './spans.ts';
import type { Token } from './tokens.ts';
import { KIN, KIN_TITLES, NAME_VERBS_SET, TITLES } from './lexicons.ts';

/** People and relations carried over from earlier turns of the conversation. */
export interface KnownPeople {
  /** Canonical names, in order of first mention. */
  names: string[];
  relations: { from: string; to: string; relation: string }[];
}

export const emptyKnown = (): KnownPeople => ({ names: [], relations: [] });

function nameWords(name: string): string[] {
  const words = name.toLowerCase().replace(/\./g, '').split(/\s+/);
  const core = words.filter((w) => !TITLES.has(w) && !KIN_TITLES.has(w));
  return core.length ? core : words;
}

/**
 * Maps each person span to one canonical name: "Len" after "Len Marsh", "Rose" after an earlier
 * turn's "Rose Miller", "Beto" beside "Tío Beto" are one person (the longest written form wins).
 */
export function canonicalNames(spans: Span[], known: KnownPeople): Map<Span, string> {
  const names = [...known.names, ...spans.map((s) => s.text)];
  const resolve = (text: string): string => {
    const mine = nameWords(text);
    let best = text;
    for (const other of names) {
      if (other === text) continue;
      const theirs = nameWords(other);
      const contained = mine.every((w) => theirs.includes(w)) && theirs.length >= mine.length;
      if (contained && (theirs.length > nameWords(best).length || other.length > best.length)) best = other;
    }
    return best;
  };
  const out = new Map<Span, string>();
  for (const s of spans) out.set(s, resolve(s.text));
  return out;
}

/**
 * "we called him Emeka", "called me Bunny": a nickname, not another person; "My name is Rosa", "my name was Basia":
 * the storyteller, not someone of the story.
 */
export function isNickname(tokens: Token[], span: Span): boolean {
  const prev = tokens[span.start - 1]?.lower ?? '';
  const prev2 = tokens[span.start - 2]?.lower ?? '';
  const prev3 = tokens[span.start - 3]?.lower ?? '';
  if (/^(?:is|was)$/.test(prev) && prev2 === 'name' && prev3 === 'my' || /^name['’]s$/.test(prev) && prev2 === 'my') return true;
  return ['him', 'her', 'me', 'us'].includes(prev) && NAME_VERBS_SET.has(prev2);
}

/** The relation a capitalised kin word or kin title implies on its own ("Mum", "Tío Beto"). */
export function impliedKin(span: Span, tokens: Token[]): string | null {
  const first = tokens[span.start]!;
  if (span.end - span.start === 1) return KIN[first.lower] ?? null;
  if (span.titled && KIN_TITLES.has(first.lower)) return KIN[first.lower] ?? null;
  return null;
}
