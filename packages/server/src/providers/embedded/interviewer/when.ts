import { MONTHS, ORDINAL_WORD, WEEKDAYS } from '../extractor/lexicons.ts';

const MONTH = `(?:${MONTHS.join('|')})`;
const DAY = '(?:[12]\\d|3[01]|0?[1-9])';
/** A date that is one day: "the third of June 1944", "3 June", "June 3rd", "a Sunday" (not "December 61"). */
const ON_DAY = new RegExp(`^(?:(?:the\\s+)?(?:${DAY}(?:st|nd|rd|th)?|${ORDINAL_WORD})\\s+(?:of\\s+)?${MONTH}|${MONTH}\\s+${DAY}(?:st|nd|rd|th)?\\b(?!['’])|(?:a\\s+)?(?:${WEEKDAYS.join('|')}))`, 'i');

/** Said mid-sentence: "Nineteen seventy-four" → "nineteen seventy-four"; a month or a feast keeps its capital. */
const NAMED_TIME = new RegExp(`^(?:${[...MONTHS, ...WEEKDAYS].join('|')}|christmas|easter|ramadan|eid|diwali|passover|hanukkah|new year|lent)\\b`, 'i');
// (and a name of more words than one: "Yom Kippur 1973", "Chinese New Year")
export const midSentence = (date: string) => (NAMED_TIME.test(date) || /^\p{Lu}\p{Ll}*\s+\p{Lu}/u.test(date) ? date : date.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase()));

/**
 * A date said after what happened, for the reply's "So this was ..." and the greeting's "Hilo in 1920": "in the winter
 * of 1947", "when you were seven", "on the third of June 1944", "at Christmas 1984", "in 1958"; one that opens with its
 * own word ("one morning in 1944", "that winter") stays as it is.
 */
export function whenPhrase(raw: string): string {
  const date = midSentence(raw);
  if (/^(?:when|while|after|before|during|in|on|at|around|about|that|those|one|last|every|back)\b/i.test(date)) return date;
  if (/^you\b/.test(date)) return `when ${date}`;
  if (ON_DAY.test(date)) return `on ${date}`;
  if (/^(?:christmas|easter)\b/i.test(date)) return `at ${date}`;
  // "the harvest of 1966", "the winter of 1947"
  if (/^(?:spring|summer|autumn|fall|winter|harvest)\b/i.test(date)) return `in the ${date}`;
  return `in ${date}`;
}
