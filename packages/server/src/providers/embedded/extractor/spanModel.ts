import { predict, type Features, type LinearModel } from './classifier.ts';
import { contains, words } from './followUps.ts';
import { isEnglishWord } from './dictionary.ts';
import { isTownName } from './gazetteer.ts';
import { KIN, TITLES } from './lexicons.ts';
import { kinOf } from './relations.ts';
import type { Span } from './spans.ts';
import { breaksAfter, fold, hasTag, inLexicon, type Token } from './tokens.ts';

/** The compromise tags that say what a capitalised word is. */
const TAGS = ['Person', 'FirstName', 'LastName', 'MaleName', 'FemaleName', 'Honorific', 'Place', 'City', 'Country', 'Region', 'Address', 'Organization', 'Demonym', 'Language', 'Noun', 'Verb', 'Adjective', 'Plural', 'Acronym', 'ProperNoun'];

/** The labels of the span model: what the annotated corpus lists a capitalised span as. */
export const SPAN_LABELS = ['none', 'person', 'place'];

const word = (t: Token | undefined, sentence: number) => (!t ? '^' : t.sentence !== sentence ? '|' : t.cap ? 'Cap' : t.lower);

/**
 * What a capitalised span looks like, for the span model: the rules' own verdict, the two words on each side, what the
 * tagger, the dictionary and the gazetteer say of its words, its first word, how its last word begins and ends ("-ski",
 * "-ia"), and how often the message names it and what the rules made of it elsewhere.
 */
export function spanFeatures(tokens: Token[], spans: Span[], k: number): Features {
  const s = spans[k]!;
  const parts = tokens.slice(s.start, s.end);
  const first = parts[0]!;
  const last = parts[parts.length - 1]!;
  const sentence = first.sentence;
  const prev = word(tokens[s.start - 1], sentence);
  const prev2 = tokens[s.start - 1]?.sentence === sentence ? word(tokens[s.start - 2], sentence) : '^';
  const next = breaksAfter(last) && /[.!?]/.test(last.post) ? '|' : word(tokens[s.end], sentence);
  const next2 = next === '|' || breaksAfter(tokens[s.end] ?? last) ? '|' : word(tokens[s.end + 1], sentence);
  const x: Features = {
    [`r:${s.kind}`]: 1,
    [`p1:${prev}`]: 1,
    [`p2:${prev2}`]: 1,
    [`n1:${next}`]: 1,
    [`n2:${next2}`]: 1,
    [`r:${s.kind}|p1:${prev}`]: 1,
    [`r:${s.kind}|n1:${next}`]: 1,
    [`len:${Math.min(parts.length, 3)}`]: 1,
  };
  if (s.titled) x.titled = 1;
  if (first.initial) x.initial = 1;
  if (last.possessive) x.possessive = 1;
  if (/,/.test(tokens[s.start - 1]?.post ?? '')) x['comma:before'] = 1;
  if (/,/.test(last.post)) x['comma:after'] = 1;
  if (KIN[first.lower]) x[`kin:${parts.length > 1 ? 'title' : 'alone'}`] = 1;
  if (TITLES.has(first.lower)) x.title = 1;
  for (const w of parts) for (const t of TAGS) if (w.tags.has(t)) x[`t:${t}`] = 1;
  for (const t of TAGS) if (first.tags.has(t)) x[`t1:${t}`] = 1;
  if (isTownName(s.text)) x.town = 1;
  const lower = fold(last.lower.replace(/[^\p{L}]/gu, ''));
  if (parts.length === 1 && isEnglishWord(lower)) x.english = 1;
  if (parts.length === 1 && inLexicon(lower)) x.lexicon = 1;
  if (fold(s.text) !== s.text.toLowerCase()) x.accents = 1;
  if (/^[A-Z]{2,}$/.test(last.text)) x.caps = 1;
  x[`first:${fold(first.lower)}`] = 1;
  if (parts.length > 1) x[`last:${lower}`] = 1;
  x[`p21:${prev2} ${prev}`] = 1;
  // a word the message also writes in lower case ("the sun ... Sun") is a word, not a name
  if (parts.length === 1 && tokens.some((t) => !t.cap && t.lower === first.lower)) x.lowerElsewhere = 1;
  if (lower.length >= 4) {
    x[`s4:${lower.slice(-4)}`] = 1;
    x[`b3:${lower.slice(0, 3)}`] = 1;
    x[`s3:${lower.slice(-3)}`] = 1;
    x[`s2:${lower.slice(-2)}`] = 1;
  }
  // the same name elsewhere in the message: how often, and whether it is someone there ("Mina said")
  const same = spans.filter((o) => o.text === s.text);
  x[`m:${Math.min(same.length, 3)}`] = 1;
  for (const o of same) if (o !== s) x[`also:${o.kind}`] = 1;
  return x;
}

/** A span the rules call a person or a place, as the training script sees it: its text, the rules' verdict, its features. */
export interface SpanInput {
  text: string;
  kind: 'person' | 'place';
  x: Features;
}

/** Every person and place span of a message with its features (the span model's training inputs). */
export function spanInputs(tokens: Token[], spans: Span[]): SpanInput[] {
  return spans.flatMap((s, k) => (s.kind === 'person' || s.kind === 'place' ? [{ text: s.text, kind: s.kind, x: spanFeatures(tokens, spans, k) }] : []));
}

/** Leading words the scorer sets aside when it matches people ("Uncle Shmuel" is "Shmuel", "my Tía Rosa" "Rosa"). */
const PERSON_LEAD = new Set([
  'the', 'a', 'an', 'my', 'our', 'his', 'her', 'their', 'your', 'mr', 'mrs', 'ms', 'miss', 'dr', 'doctor', 'sir', 'rev', 'reverend', 'pastor', 'fr',
  'rabbi', 'imam', 'captain', 'sister', 'brother', 'mother', 'father', 'aunt', 'auntie', 'uncle', 'tia', 'tio', 'grandmother', 'grandfather',
  'grandma', 'grandpa', 'cousin', 'old', 'little', 'big', 'great', 'late', 'dear', 'young', 'baby', 'nana', 'granny', 'lola', 'lolo',
]);
const personWords = (s: string) => {
  // (kin words folded as the scorer folds them: "Mum" is "Mother")
  const w = words(s).map((x) => KIN[x] ?? x);
  while (w.length > 1 && PERSON_LEAD.has(w[0]!)) w.shift();
  return w;
};
const sameThing = (a: string[], b: string[]) => contains(a, b) || contains(b, a);

/**
 * What the annotators made of a span (GUIDELINES.md): a person when one of their people is it or holds it ("Frank"
 * in "Frank O'Brien"), a place when one of their places does, else nothing they list (a festival, a language, a
 * sentence's first word). Matched as the scorer matches, loosely: one word sequence inside the other.
 */
export function spanLabel(span: SpanInput, gold: { people?: string[]; places?: string[] }): string {
  const person = (gold.people ?? []).some((g) => sameThing(personWords(g), personWords(span.text)));
  const place = (gold.places ?? []).some((g) => sameThing(words(g), words(span.text)));
  if (person && !(place && span.kind === 'place')) return 'person';
  return place ? 'place' : 'none';
}

/** "my sisters were", "our children are": the three words before names that say they are the storyteller's relatives. */
function namedTies(before: Token[]): boolean {
  const [own, kin, be] = before.map((t) => t.lower);
  if (before.length < 3 || before.some((t) => breaksAfter(t) && t !== before[2])) return false;
  const tie = kinOf(kin!);
  return /^(?:my|our)$/.test(own!) && /^(?:are|were)$/.test(be!) && !!tie?.plural && !tie.role;
}

/** A plain thing's word: lower case, a noun, no one (not "me", "the children", "family", "the baker"). */
const plainThing = (t: Token | undefined) => !!t && !t.cap && hasTag(t, 'Noun') && !hasTag(t, 'Pronoun', 'Possessive', 'Person', 'Actor', 'Determiner')
  && !/^(?:my|our|his|her|their|the|a|an|me|us|boys?|girls?|kids?|lads?|lasses?|men|women|children|babies|baby|family|folks?|friends?|everybody|everyone)$/.test(t.lower.replace(/[^\p{L}-]/gu, '')) && !kinOf(t.lower.replace(/[^\p{L}-]/gu, ''));

/** Whether a span is joined by "and", "or" or a comma to a plain thing's word, right before or after it. */
function listedWithThings(tokens: Token[], s: Span): boolean {
  const last = tokens[s.end - 1]!;
  const [next, after] = [tokens[s.end], tokens[s.end + 1]];
  const [prev, before] = [tokens[s.start - 1], tokens[s.start - 2]];
  const joined = (w: Token | undefined) => /^(?:and|or)$/.test(w?.lower ?? '');
  const sameSentence = (t: Token | undefined) => t?.sentence === last.sentence;
  const forward = sameSentence(after) && !breaksAfter(last) && joined(next) && plainThing(after) || /,/.test(last.post) && sameSentence(next) && plainThing(next) && /,|^$/.test(next!.post) && joined(after);
  // (the last of a list, where the list ends: not a clause's subject after "and", "we had rice and Pedro cooked it",
  // "and Miss Pringle at a raised desk")
  const ends = !sameSentence(next) || /[.!?;]/.test(last.post) || joined(next) || /,/.test(last.post) && plainThing(next);
  if (last.possessive) return false;
  const backward = ends && sameSentence(before) && prev?.lower === 'and' && !breaksAfter(prev!) && plainThing(before) && !breaksAfter(before!);
  return forward || backward;
}

/**
 * Whether a span is what was made, eaten or sold: "she made Pfannkuchen every Sunday", "we drank Ovaltine" (not "she
 * made Mary a dress", where the name is who it was for).
 */
function madeOrEaten(tokens: Token[], s: Span): boolean {
  const verb = tokens[s.start - 1];
  const next = tokens[s.end];
  // (nor "made Nilesh howl", "ate Mother's dinner", nor a name the message gives someone elsewhere: "my brother
  // Wendell ... I make Wendell come and admit it")
  if (tokens.filter((t) => t.text.replace(/[^\p{L}'’-]/gu, '') === tokens[s.start]!.text.replace(/[^\p{L}'’-]/gu, '')).length > 1) return false;
  // ("Ate Nena went to Toronto": a Tagalog sister's title, not the verb)
  if (!verb || verb.cap || verb.sentence !== tokens[s.start]!.sentence || breaksAfter(verb) || tokens[s.end - 1]!.possessive) return false;
  if (next && !breaksAfter(tokens[s.end - 1]!) && hasTag(next, 'Verb') && !hasTag(next, 'PastTense', 'Gerund')) return false;
  if (!/^(?:made|make|makes|cooked|cook|baked|bake|ate|eat|drank|drink|fried|brewed|sold|sell|sells|served|roasted|boiled|ordered|smoked)$/.test(verb.lower)) return false;
  return !(next && next.sentence === verb.sentence && !breaksAfter(tokens[s.end - 1]!) && /^(?:a|an|the|some|his|her|my|our|their|one|two|three|tea|dinner|breakfast|lunch|supper)$/.test(next.lower));
}

/**
 * The spans with the kind the span model (model.json's span, learned from the annotated corpus) finds likeliest for
 * each person or place the rules found: a festival, a language or a sentence's opening word is nobody ("Avurudu",
 * "Tashelhit", "Eldest"), a town after a weak preposition is somewhere ("the whole of Agona Swedru"). Without a model
 * (null: the training script's inputs) the spans are as the rules made them. `known`: the words of the names earlier
 * turns gave people (lower case).
 */
export function verifySpans(tokens: Token[], spans: Span[], model: LinearModel | null | undefined, known: Set<string> = new Set()): Span[] {
  if (!model) return spans;
  return spans.map((s, k) => {
    if (s.kind !== 'person' && s.kind !== 'place') return s;
    // someone an earlier turn named, or a town's name the rules still call someone because the words say so ("with
    // Pita", "Mina said", "my sister Sofia")
    if (s.kind === 'person' && (isTownName(s.text) || s.text.toLowerCase().split(/\s+/).every((w) => known.has(w)))) return s;
    // the first of a list of names said of the storyteller's ties: "My sisters were Edna, Lorraine and Mavis" (one name
    // alone is as often what they were: "my father was Gurkha", "my kids are Kiwi")
    const next = tokens[s.end];
    const listed = !!next && (next.lower === 'and' ? !!tokens[s.end + 1]?.cap : /,/.test(tokens[s.end - 1]!.post) && next.cap);
    if (s.kind === 'person' && listed && namedTies(tokens.slice(Math.max(0, s.start - 3), s.start))) return s;
    // named in one breath with plain things: "she sold Bournvita and sugar and Omo" (not "Tom and his brother", "Mum and
    // the children")
    if (s.kind === 'person' && (listedWithThings(tokens, s) || madeOrEaten(tokens, s))) return { ...s, kind: 'other' };
    const label = predict(model, spanFeatures(tokens, spans, k));
    return label === s.kind ? s : { ...s, kind: label === 'none' ? 'other' : (label as Span['kind']) };
  });
}
