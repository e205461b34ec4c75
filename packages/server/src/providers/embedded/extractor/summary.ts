import type { ExtractedStory } from '@kinstory/contract';
import { escapeRegExp, type Token } from './tokens.ts';
import { holdsEvent } from './events.ts';
import { NAME_THEN_PAST, PUBLIC_TITLE } from './lexicons.ts';
import { wherePhrase } from './places.ts';

const SENTENCE = /[^.!?]+[.!?]*/g;

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The storyteller's sentence as a summary opens: with a capital, and without a spoken "um" ("my father had a, um, a small shop"). */
function clipped(sentence: string, maxWords: number): string {
  const s = capital(sentence.trim().replace(/(?:^|,\s*|\s+)(?:um|uh|erm)(?=[\s,.;!?])/g, '').replace(/,\s*,/g, ',').replace(/^[,\s]+/, ''));
  const words = s.split(/\s+/);
  return words.length > maxWords ? `${words.slice(0, maxWords).join(' ')}…` : s;
}

function firstSentence(text: string, maxWords: number): string {
  return clipped(text.match(SENTENCE)?.[0] ?? text, maxWords);
}

/**
 * The first sentence where something happens (one that holds an event), so that a story opening on its background
 * ("We grew up on a farm near Cork.") is summed up by its episode; the first sentence when none does.
 */
function summaryOf(text: string, events: string[], maxWords: number): string {
  const sentence = (text.match(SENTENCE) ?? []).find((s) => holdsEvent(s, events));
  return sentence ? clipped(sentence, maxWords) : firstSentence(text, maxWords);
}

/** The main action: the first clause with a first-person past-tense verb. */
function mainAction(text: string): string {
  for (const s of text.match(SENTENCE) ?? [text]) {
    const m = /\b(?:i|we)\s+(?:\w+\s+)?(?:\w+ed|got|went|came|took|met|left|ran|sat|sailed|joined|started|fell|lost|won|flew|became|married)\b[^,;.!?]*/i.exec(s);
    if (m) return m[0].trim().split(/\s+/).slice(0, 14).join(' ');
  }
  return firstSentence(text, 14);
}

/**
 * The occasion a story names itself by: "the winter of 1947", "the day the telegram came", "the night the mill
 * burned". Up to the clause's end, at most eight words.
 */
const OCCASION = /\bthe (?:day|night|morning|evening|afternoon|week|year|winter|summer|spring|autumn|christmas|easter)\s+(?:of\s+(?:19|20)\d\d|(?:when|that|after|before|I|we|he|she|they|my|our|his|her|the|a|you)\b[^,.;:!?]{3,60})/i;
const CLAUSE_END = /^(?:and|but|so|because|while|until|though|although|which|where|when|if|or|then|as)$/i;
const MAX_TITLE_WORDS = 8;
const DANGLING = /^(?:the|a|an|of|to|in|on|at|with|for|from|by|my|our|his|her|their|was|were|had|that|when)$/i;

export function occasionOf(text: string): string | undefined {
  const m = OCCASION.exec(text);
  if (!m) return undefined;
  const all = m[0].split(/\s+/);
  // ("the day we sold it | Tony cried": someone named starts the next clause)
  const words = [...all.slice(0, 3), ...` ${all.slice(3).join(' ')}`.replace(NAME_THEN_PAST, '').split(/\s+/).filter(Boolean)];
  const cut = words.findIndex((w, k) => k > 2 && CLAUSE_END.test(w));
  const end = cut < 0 ? words.length : cut;
  // a clause too long for a title would be cut mid-way ("the autumn the shop belonged to somebody called")
  if (end > MAX_TITLE_WORDS) return undefined;
  const kept = words.slice(0, end);
  while (kept.length > 2 && DANGLING.test(kept.at(-1)!)) kept.pop();
  return kept.length < 3 ? undefined : `The ${kept.slice(1).join(' ')}`;
}

/**
 * Whether every mention of `person` owns something ("my mother's wedding ring", "Tony's mother"), other than
 * themselves ("I first saw my husband's face" is him).
 */
function onlyAsOwner(text: string, person: string): boolean {
  const mentions = [...text.matchAll(new RegExp(`\\b${escapeRegExp(person)}(['’]s\\s+(?!(?:face|eyes|hands?|voice|smile|laugh|arms?)\\b))?`, 'gi'))];
  return mentions.length > 0 && mentions.every((m) => !!m[1]);
}

/** "The winter of 1947", "My father in Beirut", "Tehran, 1972", "Childhood with Frank". */
function titleFrom(text: string, people: string[], place: string, date: string, theme: string): string {
  const occasion = occasionOf(text);
  if (occasion) return occasion;
  // ("Family with my mother": a sentence's "My" is lower-case inside a title)
  // (not a public figure: "President Kennedy in Peckham" says he was there)
  // (nor someone only named as an owner: "my mother's wedding ring" is not a story of her)
  const who = people.find((p) => !PUBLIC_TITLE.test(p) && !onlyAsOwner(text, p))?.replace(/^(My|Our|His|Her|Their) /, (w) => w.toLowerCase());
  const themeWord = theme.split(' & ')[0]!;
  const cap = capital(themeWord);
  if (who && place) return capital(`${who} ${wherePhrase(text, place)}`);
  if (place && date) return `${place}, ${date}`;
  if (who) return `${cap} with ${who}`;
  if (place) return `${cap} in ${place}`;
  return date ? `${cap}, ${date}` : `A ${themeWord} memory`;
}

export function makeStory(o: {
  text: string;
  tokens: Token[];
  people: string[];
  places: string[];
  dates: string[];
  theme: string;
  significance: ExtractedStory['significance'];
  /** What happened (events.ts); the central action is the one with the most to tell, else the first clause. */
  events?: string[];
}): ExtractedStory & { hasStory: true } {
  const place = o.places[0] ?? '';
  const dateContext = o.dates.find((d) => /\d/.test(d)) ?? o.dates[0] ?? '';
  const action = [...(o.events ?? [])].sort((a, b) => b.split(' ').length - a.split(' ').length)[0] ?? mainAction(o.text);
  return {
    hasStory: true,
    title: titleFrom(o.text, o.people, place, dateContext, o.theme),
    theme: o.theme,
    summary: summaryOf(o.text, o.events ?? [], 30),
    content: o.text,
    significance: o.significance,
    narrative: { people: o.people, dateContext, place, actionOrEvent: action },
  };
}
