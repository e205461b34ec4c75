import type { Span } from './spans.ts';
import { escapeRegExp } from './tokens.ts';

/** Place names in order, de-duplicated ("the Strand" and "Strand" are one place). */
export function collectPlaces(spans: Span[]): string[] {
  const out: string[] = [];
  const key = (s: string) => s.toLowerCase().replace(/^the\s+/, '');
  for (const s of spans) {
    if (s.kind !== 'place') continue;
    if (!out.some((p) => key(p) === key(s.text))) out.push(s.text);
  }
  return out;
}

/**
 * "near Cork", "on Calle Analco", "at the Umayyad Mosque" when the storyteller said so, else "in Cork": their own
 * preposition before the place, and their "the" ("in the Umayyad Mosque", never "in Umayyad Mosque").
 */
export function wherePhrase(text: string, place: string): string {
  const name = escapeRegExp(place);
  const m = new RegExp(`\\b(near|in|at|outside|around|by|on)\\s+(the\\s+)?${name}`, 'i').exec(text);
  const the = !/^the\s/i.test(place) && (m ? !!m[2] : new RegExp(`\\bthe\\s+${name}`, 'i').test(text)) ? 'the ' : '';
  return `${m ? m[1]!.toLowerCase() : 'in'} ${the}${place}`;
}
