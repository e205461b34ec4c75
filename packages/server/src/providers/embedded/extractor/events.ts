import { breaksAfter, hasTag, type Token } from './tokens.ts';

/** Verbs of state, thought and speech: true of a life, but not something that happened ("I was", "we had"). */
const STATIVE = new Set([
  'was', 'were', 'had', 'knew', 'thought', 'felt', 'seemed', 'looked', 'remember', 'remembered', 'loved', 'liked',
  'hated', 'wanted', 'needed', 'used', 'lived', 'grew', 'said', 'told', 'asked', 'called', 'meant', 'believed',
  'owned', 'belonged', 'named', 'wished', 'hoped', 'guess', 'suppose', 'reckon', 'mind', 'kept', 'became', 'got', 'did',
  'weighed', 'cost', 'owed', 'lasted',
]);
/** Clause openers that end an event phrase ("dug a tunnel to the barn | so we could ..."). */
const CLAUSE_BREAK = new Set(['and', 'but', 'so', 'because', 'when', 'while', 'until', 'till', 'though', 'although', 'that', 'which', 'who', 'where', 'if', 'or', 'as', 'than', 'then', 'before', 'after', 'since']);
/** Words before a verb that make it a habit or a hypothetical, not an event: "we would go", "could have". */
const NOT_ONCE = new Set(['would', 'could', 'should', 'might', 'must', 'may', 'can', 'will', 'never', 'not', "didn't", "wouldn't", "couldn't", 'usually', 'always', 'often', 'sometimes']);
/** Participles after "was/were" that are events in themselves ("was born", "were married", "was called up"). */
const PASSIVE_EVENTS = /^(?:born|married|killed|wounded|called|drafted|evacuated|interned|arrested|deported|baptised|baptized|christened|buried|sent|taken|captured|promoted|hired|fired|sacked|injured|hurt|rescued|adopted|evicted|released|transferred|posted|confirmed|ordained|elected|awarded|made)$/;

/** Past participles that are never a simple past ("sewn", "taken", "written"): events only after "was" or "been". */
const PARTICIPLE_ONLY = /^(?:sewn|taken|written|given|seen|done|gone|known|shown|thrown|grown|drawn|flown|hidden|broken|chosen|eaten|fallen|forgotten|frozen|ridden|risen|spoken|stolen|sworn|torn|worn|woken|begun|sung|swum|drunk|rung|shrunk|sunk|beaten|bitten|driven|forbidden|forgiven|shaken|mistaken|undertaken|overtaken|arisen|stricken|sown|mown|hewn)$/;

const MAX_WORDS = 7;
const NAME_PART = /^\p{Lu}[\p{L}'’-]*$/u;
/** Whether the phrase so far ends inside a name: on a capitalised word, or on "de" after one ("Rio de | Janeiro"). */
const inName = (words: string[]) => NAME_PART.test(words.at(-1)!) || (/^(?:de|da|do|dos|das|del|della|di|du|van|von|der|den|la|le)$/.test(words.at(-1)!) && NAME_PART.test(words.at(-2) ?? ''));
const SUBJECTS = new Set(['i', 'we', 'he', 'she', 'they']);

/**
 * Whether the token at `j` finishes a noun the phrase has begun: "with the cash | tin", "for thirty-one | years",
 * "with no | water" (a noun, a number or a determiner before it, the noun itself no verb).
 */
const inNoun = (tokens: Token[], j: number) => (hasTag(tokens[j - 1], 'Noun', 'Value', 'Adjective', 'Determiner', 'Possessive') || tokens[j - 1]!.lower === 'no') && !hasTag(tokens[j - 1], 'Pronoun') && !breaksAfter(tokens[j - 1]!)
  && hasTag(tokens[j], 'Noun') && !hasTag(tokens[j], 'Verb', 'Pronoun', 'ProperNoun') && !tokens[j]!.cap;

/** A lower-case noun that is no verb, pronoun or number: "fish", "chips", "butter". */
const plainNoun = (t: Token | undefined) => !!t && !t.cap && hasTag(t, 'Noun') && !hasTag(t, 'Verb', 'Pronoun', 'Value', 'Determiner', 'Possessive', 'Adverb') && !SOMEONE.test(t.lower);
/** Who opens the next clause ("somebody brought a violin and | somebody brought the grogue"), and times ("winter and summer"), which are no object. */
const SOMEONE = /^(?:somebody|someone|everybody|everyone|nobody|anybody|anyone|people|others|winter|summer|spring|autumn|day|night|morning|evening|week|month|year)$/;

/** One event phrase from the verb at `i`: the verb, its particle, and its object and places up to the clause's end. */
function phraseAt(tokens: Token[], i: number): string {
  const words = [tokens[i]!.text.replace(/[^\p{L}\p{N}'’-]/gu, '')];
  for (let j = i + 1; j < tokens.length; j++) {
    const t = tokens[j]!;
    // a name is not cut in two ("in Buenos | Aires"): past the limit, only the rest of a name the phrase has begun
    if (words.length >= MAX_WORDS && !(words.length < MAX_WORDS + 3 && (inName(words) && NAME_PART.test(t.text.replace(/[.,;:!?"”)]+$/u, '')) || inNoun(tokens, j)))) break;
    if (t.sentence !== tokens[i]!.sentence || breaksAfter(tokens[j - 1]!)) break;
    // ("brought them in one after another", "day after day": not a clause)
    const repeated = t.lower === 'after' && /^(?:one|day|night|week|year|time)$/.test(tokens[j - 1]!.lower) && /^(?:another|the|day|night|week|year|time)$/.test(tokens[j + 1]?.lower ?? '');
    // ("brought home fish and chips wrapped in the paper", "bread and butter": two plain nouns joined are one object)
    // ("chips", which the tagger reads as a verb, when no object follows it)
    const plural = (k: number) => !!tokens[k] && !tokens[k]!.cap && /s$/.test(tokens[k]!.lower) && hasTag(tokens[k], 'PresentTense') && !hasTag(tokens[k + 1], 'Determiner', 'Pronoun', 'Preposition', 'Possessive');
    // (not "stood in the door and | talk to every customer": a noun with "to" after it is a verb)
    const nouns = t.lower === 'and' && plainNoun(tokens[j - 1]) && (plainNoun(tokens[j + 1]) || plural(j + 1)) && !breaksAfter(tokens[j - 1]!) && tokens[j + 1]?.sentence === t.sentence
      && tokens[j + 2]?.lower !== 'to';
    if (CLAUSE_BREAK.has(t.lower) && !repeated && !nouns) break;
    // the next finite verb starts the next event, but "to milk the cows" belongs to this one
    if (hasTag(t, 'Verb') && !hasTag(t, 'Particle', 'Infinitive', 'Gerund') && tokens[j - 1]!.lower !== 'to' && !hasTag(t, 'PhrasalVerb') && !(tokens[j - 1]!.lower === 'and' && plainNoun(tokens[j - 2]) && plural(j))) break;
    // "... came out in the paper | he ...", "the year the mill closed | she took in washing": a subject pronoun
    // opens the next clause, even straight after the verb
    if (SUBJECTS.has(t.lower) && !hasTag(tokens[j - 1], 'Preposition')) break;
    // so does someone named or "my aunts" with a verb in the past: "when she died | my aunts argued", "the day we sold it
    // | Tony cried"
    const said = (k: number) => tokens[k]?.sentence === t.sentence && hasTag(tokens[k], 'PastTense') && hasTag(tokens[k], 'Verb');
    if (!hasTag(tokens[j - 1], 'Preposition') && (t.cap && !t.initial && !breaksAfter(t) && said(j + 1) || /^(?:my|our|his|her|their)$/.test(t.lower) && !breaksAfter(tokens[j + 1]!) && said(j + 2))) break;
    // ("the Co-op", "thirty-one": a word the tokens split at its hyphen is one word again)
    const w = t.text.replace(/[.,;:!?"”)]+$/u, '');
    if (tokens[j - 1]!.post === '-' && j - 1 > i) words[words.length - 1] += `-${w}`;
    else words.push(w);
  }
  // an event phrase ends on its content, not on "to the" or "with a", nor on half of "in front of" or "on top of"
  if (words.length > 3 && /^(?:in front|on top|in case)$/i.test(words.slice(-2).join(' '))) words.splice(-2);
  while (words.length > 1 && /^(?:to|the|a|an|of|in|on|at|with|for|from|my|our|his|her|their|its|into|by|up|under|over|behind|beside|near|across|through|around|between|about|onto|every|each|this|these|those|your|whose|very|such|and|or)$/i.test(words[words.length - 1]!) && !(words.length === 2 && words[1] === 'up')) words.pop();
  return words.join(' ');
}

/**
 * Whether a sentence tells one of these events: it holds an event phrase's opening (its first three words), which
 * is how the theme model finds the central sentences and a story's summary its episode. `sentence` in any case.
 */
export function holdsEvent(sentence: string, events: string[]): boolean {
  const lower = sentence.toLowerCase();
  return events.some((e) => lower.includes(e.toLowerCase().split(/\s+/).slice(0, 3).join(' ')));
}

/**
 * What happened: short phrases ("dug a tunnel to the barn") from the past-tense verbs of the message's main
 * clauses, in the order told, leaving out states ("was", "had"), habits ("we would go") and hypotheticals.
 */
export function findEvents(tokens: Token[], limit = 5): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length && out.length < limit; i++) {
    const t = tokens[i]!;
    if (!hasTag(t, 'PastTense') || !hasTag(t, 'Verb') || hasTag(t, 'Auxiliary', 'Modal')) continue;
    const prev = tokens[i - 1];
    if (prev && prev.sentence === t.sentence && (NOT_ONCE.has(prev.lower) || prev.lower === 'to' || prev.lower === 'had' || prev.lower === 'have')) continue;
    // "with my mother's gold sewn into the hem": a participle with no "was" or "been" before it is no event
    if (PARTICIPLE_ONLY.test(t.lower) && !/^(?:was|were|been|is|are|be|got|get)$/.test(prev?.lower ?? '')) continue;
    let phrase: string | null = null;
    if (t.lower === 'was' || t.lower === 'were') {
      const next = tokens[i + 1];
      if (next && next.sentence === t.sentence && PASSIVE_EVENTS.test(next.lower)) phrase = phraseAt(tokens, i);
    } else if (!STATIVE.has(t.lower) || hasTag(tokens[i + 1], 'Particle') && t.lower !== 'was') {
      // "grew up" is a life's background, not an event of the story
      if (t.lower === 'grew' || t.lower === 'lived' || t.lower === 'used') continue;
      phrase = phraseAt(tokens, i);
    }
    // "was called up": the passive keeps its auxiliary
    if (phrase && prev && prev.sentence === t.sentence && (prev.lower === 'was' || prev.lower === 'were') && PASSIVE_EVENTS.test(t.lower)) phrase = `${prev.text} ${phrase}`;
    if (!phrase || phrase.split(' ').length < 2) continue;
    // one event told once: "took me" and "took me to a policeman" are the same
    const lower = phrase.toLowerCase();
    const same = out.findIndex((e) => e.toLowerCase().startsWith(lower) || lower.startsWith(e.toLowerCase()));
    if (same < 0) out.push(phrase);
    else if (phrase.length > out[same]!.length) out[same] = phrase;
  }
  return out;
}
