import { HOLIDAYS, MONTHS, NUMBER_WORD, ORDINAL_WORD } from './lexicons.ts';

const MONTH = `(?:${MONTHS.map((m) => m[0]!.toUpperCase() + m.slice(1)).join('|')}|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\\.?`;
const YEAR = `(?:1[5-9]\\d\\d|20[0-4]\\d)(?![\\d,.]\\d)`;
const SHORT_YEAR = `['’](?:[0-9]\\d)(?![\\w'’])`;
const ANY_YEAR = `(?:${YEAR}|${SHORT_YEAR})`;
const SEASON = '(?:spring|summer|autumn|fall|winter|harvest|monsoon)';
const TENS_WORD = '(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)';
const UNIT_WORD = '(?:one|two|three|four|five|six|seven|eight|nine)';
/** "forty-two", "fifty three", "sixty", "two thousand nine", "twenty fifteen", "oh-three". */
const SPOKEN_YEAR = `(?:${TENS_WORD}[- ]${UNIT_WORD}|two thousand(?: and)?(?: ${UNIT_WORD}| ten| eleven| twelve| thirteen| fourteen| fifteen| sixteen| seventeen| eighteen| nineteen)?|twenty[- ](?:ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|${TENS_WORD}(?:-${UNIT_WORD})?)|oh-${UNIT_WORD})`;
/** Where a year is expected: after a season "of", a month or a holiday ("the summer of", "April of", "Christmas"). */
const YEAR_LEAD = `(?:\\bthe\\s+)?\\b${SEASON}\\s+of\\s+|\\b${MONTH}\\s+(?:of\\s+)?|\\b${HOLIDAYS}\\s+`;
/** What follows a bare number that is a year and not a count: the clause's end, or the next clause's first word. */
const CLAUSE_GOES_ON = '(?=\\s*(?:[,;.!?)—]|$)|\\s+(?:and|when|i|we|he|she|they|my|our|the|it|that|to)\\b)';
const DECADE_WORD = '(?:twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)';
const EVENT = '(?:(?:great|big|first|second|last)\\s+)?(?:war|blackout|flood|floods|blitz|fire|earthquake|storm|blizzard|coronation|armistice|liberation|partition|revolution|strike|riots|independence|depression|occupation|siege|famine|crash|hurricane|invasion|evacuation|landings)';

/** Date grammar: calendar expressions, the narrator's age, times anchored to a named historical event. */
const PATTERNS: RegExp[] = [
  // full dates and month/season/holiday plus year
  new RegExp(`\\b(?:the\\s+)?${ORDINAL_WORD}\\s+(?:of\\s+)?${MONTH},?\\s+(?:of\\s+)?${ANY_YEAR}`, 'gi'),
  new RegExp(`\\b${MONTH}\\s+(?:the\\s+)?(?:${ORDINAL_WORD}|\\d{1,2})(?:,)?\\s+${ANY_YEAR}`, 'gi'),
  new RegExp(`\\b\\d{1,2}\\s+${MONTH}\\s+${ANY_YEAR}`, 'gi'),
  new RegExp(`\\b(?:(?:early|late|mid)[- ]?)?${MONTH},?\\s+(?:of\\s+)?${ANY_YEAR}`, 'gi'),
  new RegExp(`\\b(?:the\\s+)?(?:(?:early|late)\\s+)?${SEASON}\\s+(?:of\\s+)?${ANY_YEAR}`, 'gi'),
  new RegExp(`\\b${HOLIDAYS}\\s+(?:of\\s+)?${ANY_YEAR}`, 'gi'),
  // decades
  new RegExp(`\\b(?:the\\s+)?(?:(?:early|late|mid)[- ]?)?(?:nineteen[- ])?${DECADE_WORD}\\b`, 'gi'),
  new RegExp(`\\b(?:the\\s+)?(?:(?:early|late|mid)[- ]?)?(?:1[5-9]|20)\\d0['’]?s\\b`, 'gi'),
  new RegExp(`\\b(?:the\\s+)?(?:(?:early|late|mid)[- ]?)?['’]\\d0s\\b`, 'gi'),
  // a month and a two-digit year that cannot be a day of it ("December 61", "April 44")
  new RegExp(`\\b${MONTH}\\s+(?:of\\s+)?(?:3[2-9]|[4-9]\\d)\\b(?![\\d.,:]\\d|\\s*(?:years?|days?|people|pounds?|dollars?|miles|men|women|of)\\b)`, 'g'),
  // a two-digit year where a date is expected ("in 64", "from 96"), never a count of something after it
  new RegExp(`(?<=\\b(?:[Ii]n|since|until|till|from)\\s+)(?:3[2-9]|[4-9]\\d)${CLAUSE_GOES_ON}`, 'g'),
  // years
  new RegExp(`(?<![$£€#\\d])\\b${YEAR}\\b(?!\\s*(?:people|pounds|dollars|miles|feet|men|women|acres|rupees|francs|lire|marks|yen|km|kilometres|kilometers)\\b)`, 'g'),
  new RegExp(`(?<![\\w'’])${SHORT_YEAR}`, 'g'),
  // spoken years ("nineteen forty-two")
  /\b(?:nineteen|eighteen)[- ](?:hundred|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)\b(?![- ]?(?:years?|people|pounds?|dollars?|quid|miles|men|women)\b)/gi,
  // years as spoken in a transcript ("in thirty-five", "April of forty-two", "ninety-six, they gave me"),
  // only where a date is expected, never after "was"/"turned"/"at" (an age) or before "years" (a duration)
  new RegExp(`(?:${YEAR_LEAD}|(?<=\\b(?:in|of|since|until|till|from|by)\\s+)|(?<=^|[.!?]\\s+|,\\s+)(?=${SPOKEN_YEAR},))${SPOKEN_YEAR}\\b(?![- ]?(?:years?|people|pounds?|dollars?|quid|miles|men|women|of us|minutes|percent|times)\\b)`, 'gi'),
  // a round spoken year ("in sixty", "the summer of forty"), only where a date is expected and a clause goes on
  new RegExp(`(?:${YEAR_LEAD}|(?<=\\b(?:in|since|until|till|from)\\s+))${TENS_WORD}${CLAUSE_GOES_ON}`, 'gi'),
  // the narrator's age
  new RegExp(`\\b(?:when\\s+|since\\s+|by the time\\s+)?I\\s+was\\s+(?:only\\s+|just\\s+|about\\s+|nearly\\s+|almost\\s+|barely\\s+)?${NUMBER_WORD}\\b(?!\\s*(?:years? ago|minutes|hours|days|weeks|months|o'clock))`, 'gi'),
  new RegExp(`\\b(?:at|aged|age)\\s+(?:the\\s+age\\s+of\\s+)?${NUMBER_WORD}\\b(?!\\s*(?:in the|o'clock|am\\b|pm\\b|a\\.m|p\\.m|thirty|fifteen|forty-five|:|percent|%|miles|pounds|dollars|cents|pence|shillings|minutes|hours|degrees|feet|metres|yards|of|people|men|women|times|o\\b))`, 'gi'),
  new RegExp(`\\b(?:the\\s+(?:day|night|week|morning|year)\\s+(?:after|before)\\s+)?my\\s+${ORDINAL_WORD}\\s+birthday\\b`, 'gi'),
  new RegExp(`\\bmy\\s+(?:early\\s+|late\\s+|mid-)?${DECADE_WORD}\\b`, 'gi'),
  new RegExp(`\\bI\\s+turned\\s+${NUMBER_WORD}\\b`, 'gi'),
  // a time word anchored to a named historical event
  new RegExp(`\\bthe\\s+(?:year|years|night|day|days|summer|winter|spring|autumn|week|month|months|morning)\\s+(?:after|before|of|that)\\s+the\\s+${EVENT}\\b`, 'gi'),
  // a month or holiday without a year that points to one occurrence
  new RegExp(`\\b(?<!every\\s)(?<!each\\s)(?:[Ii]n|[Bb]y|[Uu]ntil|[Tt]ill)\\s+(?:the\\s+)?(?:${MONTH}|${HOLIDAYS})\\b(?!\\s*(?:of\\s+)?(?:${ANY_YEAR}|\\d)|\\s+(?:[A-Z]|of\\s+(?:the|that|this)\\b))`, 'g'),
];

// "at six" is more often a clock time than an age: ages after "at" need two digits' worth
const AGE_CONTEXT_BAD = /^at\s+(?:one|two|three|four|five|six|seven|eight|nine|\d)\b(?!-)/i;

const UNIT_VALUES: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};

/** The narrator's age a date phrase gives ("when I was nine" → 9), or null. */
export function ageOf(phrase: string): number | null {
  const m = /\b(?:I was|I turned|at|aged|age)\s+(?:only\s+|just\s+|about\s+|nearly\s+|almost\s+)?(\w+)/i.exec(phrase);
  if (!m) return null;
  const w = m[1]!.toLowerCase();
  if (/^\d+$/.test(w)) return Number(w);
  return UNIT_VALUES[w] ?? null;
}

/** Time expressions that place the message on a timeline, as written, longest first when they overlap. */
export function findDates(text: string): string[] {
  const found: { start: number; end: number; text: string }[] = [];
  for (const re of PATTERNS) {
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) {
      let value = m[0];
      let start = m.index;
      // "in June" / "by the New Year": the preposition is not part of the date
      const lead = /^(?:in|by|until|till)\s+/i.exec(value);
      if (lead && re === PATTERNS[PATTERNS.length - 1]) {
        start += lead[0].length;
        value = value.slice(lead[0].length);
      }
      if (AGE_CONTEXT_BAD.test(value)) continue;
      found.push({ start, end: start + value.length, text: value });
    }
  }
  found.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: typeof found = [];
  for (const f of found) if (!kept.some((k) => f.start < k.end && k.start < f.end)) kept.push(f);
  kept.sort((a, b) => a.start - b.start);
  const out: string[] = [];
  for (const k of kept) if (!out.includes(k.text)) out.push(k.text);
  return out;
}
