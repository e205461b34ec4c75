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
const DETERMINERS = new Set(['the', 'his', 'her', 'their', 'my', 'our', 'a', 'an']);
/** Size and praise words dropped from "a little tailoring shop": the thing is the tailoring shop. */
const PLAIN_ADJECTIVES = new Set([
  'little', 'big', 'small', 'tiny', 'huge', 'great', 'old', 'new', 'good', 'nice', 'lovely', 'beautiful', 'proper',
  'real', 'wee', 'long', 'short', 'whole', 'fine', 'grand', 'funny', 'strange', 'same', 'other', 'few', 'lot',
]);
/** Words compromise may tag as nouns that never head a thing worth asking about. */
const INDEFINITE_PRONOUNS = new Set(['nobody', 'somebody', 'anybody', 'everybody', 'someone', 'anyone', 'everyone', 'no-one', 'nothing', 'something', 'anything', 'everything']);
/** "a dead person", "an old man": an unnamed passer-by, not something to follow up. */
const GENERIC_PEOPLE = new Set(['person', 'man', 'woman', 'men', 'women', 'boy', 'girl', 'lady', 'fellow', 'chap', 'bloke', 'child', 'people', 'guy']);
/** Nouns of happenings: "a typhoon", "an ambush" hint at an event worth asking about even on their own. */
const EVENT_NOUNS = new Set([
  'typhoon', 'hurricane', 'cyclone', 'storm', 'flood', 'fire', 'blizzard', 'earthquake', 'ambush', 'raid', 'accident',
  'crash', 'explosion', 'riot', 'strike', 'fight', 'row', 'scandal', 'operation', 'miscarriage', 'breakdown', 'robbery',
  'shipwreck', 'famine', 'drought', 'epidemic', 'outbreak', 'court case', 'trial', 'inquest', 'funeral', 'wedding',
]);
/** Plural kin words that the relatives lexicon leaves out. */
const KIN_PLURALS = new Set(['parents', 'grandparents', 'children', 'kids', 'folks', 'people', 'cousins', 'brothers', 'sisters', 'sons', 'daughters']);

/** Definite noun phrases mentioned once ("the pub", "his medals"): things the storyteller has not explained. */
function definiteThings(tokens: Token[]): { value: string; count: number; index: number }[] {
  const found = new Map<string, { value: string; count: number; index: number }>();
  for (let i = 0; i < tokens.length; i++) {
    const d = tokens[i]!;
    if (!DETERMINERS.has(d.lower) || d.cap && d.lower !== 'the' && i > 0 && !d.initial) continue;
    // "a sewing machine": an indefinite thing is named by its words alone, without the article or "little"
    const indefinite = d.lower === 'a' || d.lower === 'an';
    let j = i + 1;
    const words = indefinite ? [] : [d.lower === 'the' ? 'the' : d.text.toLowerCase()];
    while (j < tokens.length && j - i <= 3) {
      const t = tokens[j]!;
      if (breaksAfter(tokens[j - 1]!) && j > i + 1) break;
      if (t.cap || hasTag(t, 'Verb', 'Preposition', 'Determiner', 'Pronoun', 'Conjunction', 'Value', 'Adverb')) break;
      // "his father's tree": the phrase is about a relative, which relativesOfOthers reports
      if (t.possessive && (KIN[t.lower] || hasTag(t, 'Person'))) break;
      if (INDEFINITE_PRONOUNS.has(t.lower)) break;
      if (!(indefinite && PLAIN_ADJECTIVES.has(t.lower))) words.push(t.lower);
      const next = tokens[j + 1];
      const nounEnd = hasTag(t, 'Noun') && (!next || breaksAfter(t) || !hasTag(next, 'Noun') || next.cap);
      if (nounEnd) {
        if (VAGUE.has(t.lower) || KIN[t.lower] || KIN[t.lower.replace(/s$/, '')]) break;
        // a single indefinite noun ("a ball", "a lemonade") is just a prop; a compound names something particular
        // a single indefinite noun ("a ball") is a prop unless it names an event ("an ambush", "a typhoon")
        if (indefinite && (words.length < 2 && !EVENT_NOUNS.has(t.lower) || GENERIC_PEOPLE.has(t.lower))) break;
        const value = indefinite && words.length < 2 ? `${d.lower} ${t.lower}` : words.join(' ');
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

/**
 * Relatives of other people ("Thomas's father", "her uncle's house", "his parents"): someone the storyteller
 * mentions but does not introduce. The value is the text's own words; `whose` names the owner when a
 * "his"/"her" can be tied to the nearest person named earlier in the sentence.
 */
export function relativesOfOthers(tokens: Token[], people: string[]): { value: string; whose: string }[] {
  const out: { value: string; whose: string }[] = [];
  const firstNames = new Set(people.map((p) => p.split(/\s+/).pop()!.toLowerCase()));
  for (let i = 0; i < tokens.length - 1; i++) {
    const owner = tokens[i]!;
    const pronoun = owner.lower === 'his' || owner.lower === 'her' || owner.lower === 'their';
    const named = owner.possessive && owner.cap && (firstNames.has(owner.lower) || hasTag(owner, 'Person'));
    if (!pronoun && !named) continue;
    let j = i + 1;
    while (j < tokens.length && ['little', 'big', 'older', 'younger', 'elder', 'eldest', 'youngest', 'late', 'own', 'two', 'three'].includes(tokens[j]!.lower)) j++;
    const kin = tokens[j];
    if (!kin || breaksAfter(owner) || !(KIN[kin.lower] || KIN_PLURALS.has(kin.lower))) continue;
    if (kin.lower === 'people' || kin.lower === 'kids' && pronoun) continue;
    const value = tokens.slice(i, j + 1).map((t, k) => (k === j - i ? t.lower : t.text)).join(' ');
    let whose = value;
    if (pronoun && owner.lower !== 'their') {
      for (let k = i - 1; k >= 0 && tokens[k]!.sentence === owner.sentence; k--) {
        const t = tokens[k]!;
        if (t.cap && (firstNames.has(t.lower) || hasTag(t, 'Person') && !hasTag(t, 'Pronoun'))) {
          whose = `${t.text.replace(/['’]s$/i, '')}'s ${tokens.slice(i + 1, j + 1).map((x) => x.lower).join(' ')}`;
          break;
        }
      }
    }
    if (!out.some((o) => o.value.toLowerCase() === value.toLowerCase())) out.push({ value, whose });
  }
  return out;
}

/** The storyteller's unnamed relatives counted as a group ("my two sisters", "our three boys"): who were they? */
export function unnamedKinGroups(tokens: Token[]): string[] {
  const out: string[] = [];
  const COUNTS = new Set(['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'twin', 'little', 'older', 'younger', 'big']);
  for (let i = 0; i < tokens.length - 2; i++) {
    const [d, n, k] = [tokens[i]!, tokens[i + 1]!, tokens[i + 2]!];
    if ((d.lower !== 'my' && d.lower !== 'our') || !COUNTS.has(n.lower) || breaksAfter(d) || breaksAfter(n)) continue;
    const next = tokens[i + 3];
    // "my two sisters Ann and Jo" names them: the people list has them already
    if (next && next.cap && !breaksAfter(k)) continue;
    if (/s$/.test(k.lower) && (KIN[k.lower.replace(/s$/, '')] || KIN_PLURALS.has(k.lower) || k.lower === 'boys' || k.lower === 'girls')) {
      out.push(`${d.text.toLowerCase()} ${n.lower} ${k.lower}`);
    }
  }
  return out;
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
  for (const r of relativesOfOthers(opts.tokens, opts.people)) {
    const about = r.whose === r.value ? r.value : `${r.value} (${r.whose})`;
    push('person', r.value, `You mentioned ${about}. Who were they, and what were they like?`);
  }
  for (const g of unnamedKinGroups(opts.tokens)) push('person', g, `You mentioned ${g}. What were their names?`);
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
