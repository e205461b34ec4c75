import type { Token } from './tokens.ts';
import { hasTag } from './tokens.ts';

/** Cues that a message tells one episode rather than a habit, a recipe or an opinion. */
const SEQUENCE = /\b(?:then|afterwards|after that|later|next|finally|until|suddenly|one day|that (?:day|night|morning|afternoon|evening)|the next|the day|the night|when (?:we|i|he|she|they) (?:got|came|arrived|found|saw)|in the end|by the time|at last|so (?:he|she|we|i)|but (?:he|she|we|i|the))\b/gi;
const HABIT = /\b(?:would|used to|(?:every|each) (?:single )?(?:day|morning|night|evening|week|weekend|month|year|summer|winter|spring|autumn|christmas|time|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|always|usually|often|sometimes|mostly|whenever|(?:mon|tues|wednes|thurs|fri|satur|sun)days|you (?:toast|take|make|put|sat|had to|weren't|were|use|add)|that's how|nowadays|these days|now)\b/gi;
const FIRST_PERSON_PAST = /\b(?:i|we|he|she|they)\s+(?:\w+ly\s+)?(?:\w+ed|got|went|came|took|saw|met|left|ran|sat|found|made|said|told|gave|brought|sang|thought|knew|felt|heard|began|fell|flew|drove|rode|wrote|won|lost|had|was|were|did|hid|stood|bought|sold|walked|sailed)\b/gi;

export interface StoryFeatures {
  words: number;
  pastVerbs: number;
  sequence: number;
  habit: number;
  narrativePast: number;
  anchors: number;
  /** Generic "you" ("you sat in a long row"): describing how things were, not what happened once. */
  genericYou: number;
  /** Share of past-tense verbs among finite verbs. */
  pastRatio: number;
  questions: number;
}

export function storyFeatures(text: string, tokens: Token[], dates: string[], places: string[]): StoryFeatures {
  let pastVerbs = 0;
  let present = 0;
  let subjectPast = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (hasTag(t, 'PastTense')) {
      pastVerbs++;
      // a past-tense verb right after its subject (a pronoun, a name, "my father"): narration
      let k = i - 1;
      while (k >= 0 && hasTag(tokens[k], 'Adverb', 'Negative')) k--;
      const subj = tokens[k];
      if (subj && subj.sentence === t.sentence && hasTag(subj, 'Noun', 'Pronoun') && !hasTag(subj, 'Date', 'Value')) subjectPast++;
    }
    else if (hasTag(t, 'PresentTense') && hasTag(t, 'Verb') && !hasTag(t, 'Gerund')) present++;
  }
  return {
    words: tokens.length,
    pastVerbs,
    sequence: text.match(SEQUENCE)?.length ?? 0,
    habit: text.match(HABIT)?.length ?? 0,
    narrativePast: Math.max(text.match(FIRST_PERSON_PAST)?.length ?? 0, subjectPast * 0.7),
    anchors: dates.length + Math.min(places.length, 2),
    genericYou: text.match(/\byou\b/gi)?.length ?? 0,
    pastRatio: pastVerbs / Math.max(1, pastVerbs + present),
    questions: text.match(/\?/g)?.length ?? 0,
  };
}

/** One specific episode: enough past-tense narration, some anchor, and development over habit. */
export function isEpisode(f: StoryFeatures): boolean {
  if (f.words < 25) return false;
  const score =
    f.narrativePast + f.sequence * 1.5 + Math.min(f.anchors, 3) - f.habit * 1.5 + f.pastVerbs * 0.3 -
    Math.min(f.genericYou, 8) * 0.5 - (f.pastRatio < 0.5 ? 4 : 0) - f.questions * 3;
  return score >= 6.05 && f.pastVerbs >= 4;
}

const CRITICAL = /\b(?:war|army|navy|soldier|bomb|killed|died|death|dead|buried|funeral|passed away|born|birth|baby|pregnan|married|wedding|proposed|engaged|emigrat|immigra|refugee|fled|escaped|the border|invaded|tanks|sailed|boat|ship|flew to|came over|left .{0,40} at night|polio|minesweeper|joined up|landing|called up|national service|interned|internment|concentration camp|prison camp|(?:sent|taken|moved) to the camp|evacuat|air raid|guerrilla|ambush)/i;
const HIGH = /\b(?:first (?:day|job|time|woman|man|marathon)|exam|passed|results|school|college|university|lesson|learn|lost|hardship|depression|proud|promot|project|started at|got me in|courted|bar mitzvah|qualified|left school|letter from|certificate|discover|won|medal|taught|hiding)/i;
const LOW = /\b(?:that's all|all i'll say|don't remember|about all i remember|rubbish)\b/i;

/** Significance from cue lexicons: war, death, birth, emigration, marriage are critical; formative events high. */
export function significance(text: string, words: number): { level: 'critical' | 'high' | 'medium' | 'low'; reason: string } {
  const critical = text.match(CRITICAL);
  if (critical) return { level: 'critical', reason: `It is about a life-changing event (${critical[0].toLowerCase()}).` };
  if (LOW.test(text) || words < 20) return { level: 'low', reason: 'A brief remark.' };
  const high = text.match(HIGH);
  if (high) return { level: 'high', reason: `A formative experience (${high[0].toLowerCase()}).` };
  return { level: 'medium', reason: 'A memorable everyday anecdote.' };
}
