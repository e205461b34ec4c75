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
 * What may follow a name whose "the" is its own: punctuation, the end, or a closed-class word ("the Umayyad Mosque every
 * Friday", "the Sberbank on Kuibyshev street", "the Gare du Nord was"); not a noun that the name qualifies ("the Dongcheng
 * district", "the Bratsk dam", "the Clydebank blitz"), nor more of a longer name.
 */
const NAME_ENDS = String.raw`(?=\s*(?:[.,;:!?)"”’']|$)|\s+(?:on|in|at|to|from|of|for|with|by|near|behind|beside|outside|across|under|over|and|or|but|nor|so|then|as|was|were|is|are|had|has|have|would|could|did|that|which|where|when|who|while|until|till|after|before|since|during|because|if|every|each|all|i|we|he|she|they|it|my|our|his|her|their|the|a|an|there|again|too|once|twice|now|still|just|alone|together|back|home|later|first)\b)`;

/** "the " when the storyteller says the place with its "the" ("the Sberbank", "the Han River"), else "". */
export function theOf(text: string, place: string): string {
  return !/^the\s/i.test(place) && new RegExp(`\\bthe\\s+${escapeRegExp(place)}${NAME_ENDS}`, 'i').test(text) ? 'the ' : '';
}

/**
 * "near Cork", "on Calle Analco", "at the Umayyad Mosque" when the storyteller said so, else "in Cork": their own
 * preposition before the place, their "the" ("in the Umayyad Mosque", never "in Umayyad Mosque") and their "'s" ("in
 * Jacob's").
 */
export function wherePhrase(text: string, place: string): string {
  const name = escapeRegExp(place);
  const m = new RegExp(`\\b(near|in|at|outside|around|by|on)\\s+(?:(the\\s+${name}${NAME_ENDS})|(?:the\\s+)?${name}(['’]s${NAME_ENDS})?)`, 'i').exec(text);
  const the = m ? (m[2] && !/^the\s/i.test(place) ? 'the ' : '') : theOf(text, place);
  // "in Jacob's on Bishop Street", "at Woolworth's": the business as the storyteller named it
  return `${m ? m[1]!.toLowerCase() : 'in'} ${the}${place}${m?.[3] ? "'s" : ''}`;
}
