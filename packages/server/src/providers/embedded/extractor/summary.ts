import type { ExtractedStory } from '@kinstory/contract';
import type { Token } from './tokens.ts';
import { holdsEvent } from './events.ts';

const SENTENCE = /[^.!?]+[.!?]*/g;

function clipped(sentence: string, maxWords: number): string {
  const s = sentence.trim();
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

function titleFrom(people: string[], place: string, date: string, theme: string): string {
  const who = people[0];
  const themeWord = theme.split(' & ')[0]!;
  const cap = themeWord[0]!.toUpperCase() + themeWord.slice(1);
  if (who && place) return `${who} and ${place}`;
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
    title: titleFrom(o.people, place, dateContext, o.theme),
    theme: o.theme,
    summary: summaryOf(o.text, o.events ?? [], 30),
    content: o.text,
    significance: o.significance,
    narrative: { people: o.people, dateContext, place, actionOrEvent: action },
  };
}
