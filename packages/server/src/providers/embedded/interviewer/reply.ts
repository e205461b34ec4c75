import type { Extraction } from '@kinstory/contract';
import type { ConversationTurn, InterviewContext } from '../../llm/types.ts';
import { KIN } from '../extractor/lexicons.ts';
import { extractMessage } from '../extractor/extract.ts';
import { askedQuestions, questionKey, wordCount } from './text.ts';
import {
  CHAPTERS, DECLINE, NEXT_QUESTIONS, NOT_REMEMBER, PERSON_QUESTIONS, PLACE_QUESTIONS, THREAD_DONE, TIME_QUESTIONS,
} from './questions.ts';

const MAX_WORDS = 60;

/** How to address the storyteller: "Granny Bridget" → "Bridget", "Edna Kowalski" → "Edna". */
export function addressName(full: string): string {
  const words = full.trim().split(/\s+/).filter(Boolean);
  const first = words.find((w) => !KIN[w.toLowerCase()] && !/^(?:mr|mrs|ms|miss|dr)\.?$/i.test(w));
  return first ?? words[0] ?? '';
}

/** "I was seven" → "you were seven", "my father" → "your father": repeating back in the second person. */
export function secondPerson(phrase: string): string {
  return phrase
    .replace(/\bI was\b/gi, 'you were')
    .replace(/\bI\b/g, 'you')
    .replace(/\b[Mm]y\b/g, 'your')
    .replace(/\b[Oo]ur\b/g, 'your')
    .replace(/\bme\b/gi, 'you');
}

function shortName(text: string, max = 6): string {
  return text.split(/\s+/).slice(0, max).join(' ').replace(/[?!]/g, '');
}

interface Mentioned {
  people: string[];
  places: string[];
  dates: string[];
}

/** "Dad" → "your dad": a kin word used as a name reads better with "your" when repeated back. */
function personRef(name: string): string {
  const short = shortName(name);
  return KIN[short.toLowerCase()] ? `your ${short.toLowerCase()}` : secondPerson(short);
}

/** New people first: the reply follows what the storyteller has just brought in. */
function mentionedIn(extraction: Extraction, before: ConversationTurn[]): Mentioned {
  const earlier = before.filter((t) => t.role === 'user').map((t) => t.content).join(' ');
  const isNew = (p: string) => !earlier.includes(p);
  // new before known, named before "my father"
  const rank = (p: string) => Number(isNew(p)) * 2 + Number(!/^(?:my|our)\b/i.test(p));
  const people = [...extraction.memory.people].sort((a, b) => rank(b) - rank(a));
  return {
    people: people.map(personRef),
    places: extraction.memory.places.map((p) => shortName(p)),
    dates: extraction.memory.dates.map((d) => secondPerson(shortName(String(typeof d === 'object' ? d.value : d)))),
  };
}

/** A short repeat-back of a fact from the message, to confirm it (no feelings attributed). */
function reflection(extraction: Extraction, m: Mentioned, fresh: (name: string) => boolean): string {
  const rel = extraction.memory.relationships.find(
    (r) => r.from === '' && !/^(?:my|our)\b/i.test(r.to) && !KIN[r.to.toLowerCase()] && fresh(r.to),
  );
  if (rel) return `So ${shortName(rel.to)} was your ${rel.relation}.`;
  const place = m.places[0];
  const date = m.dates.find((d) => /\d|the \w+ties/.test(d)) ?? m.dates[0];
  if (place && date) return `So this was ${place}, ${date}.`;
  if (place) return `So this was in ${place}.`;
  if (date) return /^you\b/.test(date) ? `So ${date} then.` : `So this was ${date}.`;
  if (m.people[0]) return `You mentioned ${m.people[0]}.`;
  return '';
}

function candidates(ctx: InterviewContext, extraction: Extraction, m: Mentioned, turn: number): string[] {
  const out: string[] = [];
  const entityQs: string[] = [];
  for (const p of m.people) for (const q of PERSON_QUESTIONS) entityQs.push(q(p));
  for (const p of m.places) for (const q of PLACE_QUESTIONS) entityQs.push(q(p));
  for (const d of m.dates) for (const q of TIME_QUESTIONS) entityQs.push(q(d));
  // follow the storyteller's lead: an episode in progress gets "what happened next?" every other turn
  if (extraction.story && turn % 2 === 1) out.push(...NEXT_QUESTIONS);
  out.push(...entityQs);
  if (extraction.story) out.push(...NEXT_QUESTIONS);
  // an open follow-up whose subject the interviewer already asked about is not raised again
  const said = ctx.history.filter((t) => t.role === 'assistant').map((t) => t.content.toLowerCase()).join(' ');
  for (const f of ctx.openFollowUps) {
    if (said.includes(f.value.toLowerCase())) continue;
    const q = f.suggestedPrompt.match(/[^.!?]*\?/g)?.pop()?.trim();
    if (q && wordCount(q) <= 25) out.push(q);
  }
  return out;
}

function chapterQuestions(asked: { has(key: string): boolean }, turn: number): string[] {
  const start = turn % CHAPTERS.length;
  const ordered = [...CHAPTERS.slice(start), ...CHAPTERS.slice(0, start)];
  const qs = ordered.map((c) => c.question).filter((q) => !asked.has(questionKey(q)));
  // every chapter asked already: vary by the turn so nothing is repeated
  if (!qs.length) for (const c of ordered) qs.push(`Is there anything more about ${c.topic} you would like to add, from turn ${turn}?`);
  return qs;
}

/** The whole next reply: at most 60 words, ending with exactly one question, never one asked before. */
export function composeReply(ctx: InterviewContext): string {
  const history = ctx.history;
  const last = history.at(-1);
  const message = last?.role === 'user' ? last.content : '';
  const before = history.slice(0, last?.role === 'user' ? -1 : undefined);
  const extraction = extractMessage(message, before, ctx.storytellerName ?? '');
  const m = mentionedIn(extraction, before);
  const earlier = before.filter((t) => t.role === 'user').map((t) => t.content).join(' ');
  const fresh = (name: string) => !earlier.includes(name);
  const asked = askedQuestions(history);
  const turn = history.filter((t) => t.role === 'assistant').length;
  const name = addressName(ctx.storytellerName ?? ctx.subjectName ?? '');
  const named = [...m.people, ...m.places, ...m.dates];

  let ack = '';
  let pool: string[];
  if (DECLINE.test(message)) {
    ack = named[0] ? `Of course, we can leave ${named[0]} there.` : 'Of course, we can leave that there.';
    pool = chapterQuestions(asked, turn);
  } else if (NOT_REMEMBER.test(message)) {
    ack = "That's quite all right, there's no hurry at all.";
    pool = [...candidates(ctx, extraction, m, turn), ...chapterQuestions(asked, turn)];
  } else if (!named.length && (THREAD_DONE.test(message.trim()) || wordCount(message) < 6)) {
    ack = name ? `Thank you, ${name}.` : 'Thank you.';
    pool = [...candidates(ctx, extraction, m, turn), ...chapterQuestions(asked, turn)];
  } else {
    ack = reflection(extraction, m, fresh);
    if (name && turn % 3 === 2) ack = ack ? `${ack.replace(/\.$/, '')}, ${name}.` : `Thank you, ${name}.`;
    pool = [...candidates(ctx, extraction, m, turn), ...chapterQuestions(asked, turn)];
  }
  const question = pool.find((q) => !asked.has(questionKey(q))) ?? pool[0]!;
  ack = ack.replace(/\?/g, '.');
  // the reply must name something from the message when the message named someone, somewhere or some time
  const lower = `${ack} ${question}`.toLowerCase();
  if (named.length && !named.some((n) => lower.includes(n.toLowerCase()))) ack = `You mentioned ${named[0]}. ${ack}`.trim();
  let reply = `${ack} ${question}`.trim();
  if (wordCount(reply) > MAX_WORDS) reply = named.length && !question.toLowerCase().includes(named[0]!.toLowerCase()) ? `You mentioned ${named[0]}. ${question}` : question;
  return reply.split(/\s+/).length > MAX_WORDS ? question.split(/\s+/).slice(-MAX_WORDS).join(' ') : reply;
}
