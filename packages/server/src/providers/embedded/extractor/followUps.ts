import type { Token } from './tokens.ts';
import { breaksAfter, hasTag } from './tokens.ts';
import type { Span } from './spans.ts';
import { KIN } from './lexicons.ts';

export interface LooseFact {
  type: string;
  value: string;
  suggestedPrompt: string;
}

const VAGUE = new Set([
  'way', 'thing', 'things', 'lot', 'rest', 'end', 'side', 'middle', 'front', 'back', 'top', 'bottom', 'whole', 'same',
  'time', 'times', 'day', 'days', 'year', 'years', 'night', 'morning', 'afternoon', 'evening', 'week', 'weeks',
  'month', 'months', 'minute', 'hour', 'hours', 'moment', 'life', 'one', 'ones', 'bit', 'kind', 'sort', 'part',
  'hand', 'hands', 'head', 'eyes', 'feet', 'legs', 'mouth', 'face', 'arms', 'heart', 'place', 'places', 'name',
  'truth', 'money', 'first', 'last', 'other', 'others', 'people', 'fire', 'water', 'table', 'floor', 'door',
  'window', 'house', 'home', 'room', 'world', 'age', 'summer', 'winter', 'spring', 'sea', 'sand', 'finish', 'start',
  'war', 'price', 'wrong', 'lights', 'ground', 'street', 'job', 'answer', 'question', 'kids', 'lap', 'hair', 'coat',
]);
const DETERMINERS = new Set(['the', 'his', 'her', 'their', 'my', 'our']);

/** Definite noun phrases mentioned once ("the pub", "his medals"): things the storyteller has not explained. */
function definiteThings(tokens: Token[]): { value: string; count: number; index: number }[] {
  const found = new Map<string, { value: string; count: number; index: number }>();
  for (let i = 0; i < tokens.length; i++) {
    const d = tokens[i]!;
    if (!DETERMINERS.has(d.lower) || d.cap && d.lower !== 'the' && i > 0 && !d.initial) continue;
    let j = i + 1;
    const words = [d.lower === 'the' ? 'the' : d.text.toLowerCase()];
    while (j < tokens.length && j - i <= 3) {
      const t = tokens[j]!;
      if (breaksAfter(tokens[j - 1]!) && j > i + 1) break;
      if (t.cap || hasTag(t, 'Verb', 'Preposition', 'Determiner', 'Pronoun', 'Conjunction', 'Value', 'Adverb')) break;
      words.push(t.lower);
      const next = tokens[j + 1];
      const nounEnd = hasTag(t, 'Noun') && (!next || breaksAfter(t) || !hasTag(next, 'Noun') || next.cap);
      if (nounEnd) {
        if (VAGUE.has(t.lower) || KIN[t.lower] || KIN[t.lower.replace(/s$/, '')]) break;
        const value = words.join(' ');
        const hit = found.get(t.lower);
        if (hit) hit.count++;
        else found.set(t.lower, { value, count: 1, index: i });
        break;
      }
      j++;
    }
  }
  return [...found.values()];
}

/** Loose facts: people with no stated tie, places without a story, groups and things hinted at. */
export function looseFacts(opts: {
  tokens: Token[];
  spans: Span[];
  people: string[];
  related: Set<string>;
  places: string[];
  mentionCounts: Map<string, number>;
  limit?: number;
}): LooseFact[] {
  const out: LooseFact[] = [];
  const push = (type: string, value: string, suggestedPrompt: string) => {
    if (!out.some((f) => f.value.toLowerCase() === value.toLowerCase())) out.push({ type, value, suggestedPrompt });
  };
  // people with no stated tie first, then relatives named only in passing
  for (const p of opts.people) {
    if (!opts.related.has(p)) push('person', p, `Tell me more about ${p}. Who were they to you?`);
  }
  for (const p of opts.people) {
    if (opts.related.has(p) && (opts.mentionCounts.get(p) ?? 0) <= 1) push('person', p, `Tell me more about ${p}.`);
  }
  for (const s of opts.spans) {
    if (s.kind === 'group') push('other', `the ${s.text}`, `Who were the ${s.text}?`);
    if (s.kind === 'other' && s.end - s.start > 1) push('other', `the ${s.text}`, `What was the ${s.text}?`);
  }
  for (const p of opts.places) push('place', p, `What do you remember about ${p}?`);
  const things = definiteThings(opts.tokens).filter((t) => t.count === 1);
  for (const t of things) push('object', t.value, `You mentioned ${t.value}. What is the story there?`);
  return out.slice(0, opts.limit ?? 10);
}
