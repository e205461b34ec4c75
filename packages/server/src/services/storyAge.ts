/**
 * How old the storyteller was in a story, read from its "when" (narrative.dateContext): an age
 * they give ("I was seven", "at 18", "in my twenties"), a life stage ("as a boy", "after I
 * retired"), or a year or decade counted against their age today. Null when it says none of these.
 */

const units = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const tens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** "7", "seven", "twenty-one", "twenty one" → the number; null otherwise. */
function numberOf(word: string): number | null {
  const text = word.toLowerCase().trim();
  if (/^\d{1,3}$/.test(text)) return Number(text);
  const unit = units.indexOf(text);
  if (unit >= 0) return unit;
  const [ten = '', one] = text.split(/[-\s]+/);
  const t = tens.indexOf(ten);
  if (t < 2) return null;
  if (one === undefined) return t * 10;
  const u = units.indexOf(one);
  return u >= 1 && u <= 9 ? t * 10 + u : null;
}

const NUMBER = `(\\d{1,3}|(?:${tens.slice(2).join('|')})(?:[-\\s](?:${units.slice(1, 10).join('|')}))?|${units.slice(1).join('|')})`;
const statedAge = new RegExp(`\\b(?:I was|I'd have been|aged?|at the age of|at|when I was)\\s+(?:only\\s+|just\\s+|about\\s+)?${NUMBER}\\b(?!\\s*(?:o['’]clock|am|pm|%))`, 'i');
const yearsOld = new RegExp(`\\b${NUMBER}[-\\s]years?[-\\s]old\\b`, 'i');
const myDecade = /\bin my (teens|twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)\b/i;
const decadeMiddle: Record<string, number> = { teens: 15, twenties: 25, thirties: 35, forties: 45, fifties: 55, sixties: 65, seventies: 75, eighties: 85, nineties: 95 };

/** Life stages said in words, and the age they stand for. */
const stages: [RegExp, number][] = [
  [/\b(?:as a (?:little |small )?(?:boy|girl|child|kid|nipper|toddler|baby)|when I was (?:little|small|a child|a (?:little )?(?:boy|girl))|my childhood|primary school)\b/i, 8],
  [/\b(?:as a (?:teenager|teen|young (?:man|woman|lad|lass))|when I was (?:a )?(?:teenager|young)|secondary school|high school)\b/i, 16],
  [/\b(?:retired|retirement|my old age|these days|nowadays|recent years)\b/i, 70],
];

const fullYear = /\b(1[89]\d\d|20\d\d)(s)?\b/;
const shortDecade = /\b(?:the\s+)?(?:'|’)?(twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties|[2-9]0s)\b/i;
const decadeWords: Record<string, number> = { twenties: 1920, thirties: 1930, forties: 1940, fifties: 1950, sixties: 1960, seventies: 1970, eighties: 1980, nineties: 1990 };

/** The calendar year a "when" names: 1947; "the 1950s" → 1955; "the fifties", "'60s" → 1955, 1965. */
export function yearIn(when: string): number | null {
  const year = fullYear.exec(when);
  if (year) return Number(year[1]) + (year[2] ? 5 : 0);
  const decade = shortDecade.exec(when);
  if (!decade) return null;
  const word = decade[1]!.toLowerCase();
  const start = decadeWords[word] ?? 1900 + Number(word.slice(0, 2));
  return start + 5;
}

export function ageInStory(when: string, { subjectAge, now }: { subjectAge: number | null; now: Date }): number | null {
  if (!when.trim()) return null;
  const stated = statedAge.exec(when) ?? yearsOld.exec(when);
  const statedNumber = stated ? numberOf(stated[1]!) : null;
  if (statedNumber !== null && statedNumber <= 120) return statedNumber;
  const decade = myDecade.exec(when);
  if (decade) return decadeMiddle[decade[1]!.toLowerCase()]!;
  for (const [pattern, age] of stages) if (pattern.test(when)) return age;
  const year = yearIn(when);
  if (year === null || subjectAge === null) return null;
  const age = year - (now.getUTCFullYear() - subjectAge);
  // A year before their birth or after today is not their age in the story (a parent's tale, a typo).
  return age >= 0 && age <= subjectAge ? age : null;
}
