import type { Extraction } from '@kinstory/contract';
import type { ConversationTurn, InterviewContext } from '../../llm/types.ts';
import { KIN } from '../extractor/lexicons.ts';
import { extractMessage } from '../extractor/extract.ts';
import { sentenceAround } from '../extractor/followUps.ts';
import { theOf, wherePhrase } from '../extractor/places.ts';
import { escapeRegExp } from '../extractor/tokens.ts';
import { centralEvent, clause, contentWords, HOLY, personRef, secondPerson, tiesOf, type Episode } from './episode.ts';
import { acknowledgement, findLoss, lossQuestions, offerToStay, type Loss } from './loss.ts';
import { askedQuestions, lastQuestion, questionKey, wordCount } from './text.ts';
import { midSentence, whenPhrase } from './when.ts';
import { betweenStories, type Said } from './between.ts';
import {
  AFTER_EVENT, KIN_GROUP, CORRECTION, HELLO_FROM, BORN_QUESTIONS, CHAPTERS, DECLINE, declines, EVENT_QUESTIONS, FELT, NEXT_QUESTIONS, NOT_REMEMBER, OPEN_INVITATIONS, REDIRECT, PERSON_QUESTIONS, PLACE_QUESTIONS, REPEAT, THREAD_DONE, TIME_QUESTIONS, type EventQuestion,
} from './questions.ts';

export { secondPerson } from './episode.ts';

const MAX_WORDS = 60;

/** How to address the storyteller: "Granny Bridget" → "Bridget", "Edna Kowalski" → "Edna". */
export function addressName(full: string): string {
  const words = full.trim().split(/\s+/).filter(Boolean);
  const first = words.find((w) => !KIN[w.toLowerCase()] && !/^(?:mr|mrs|ms|miss|dr|the|a|an)\.?$/i.test(w));
  return first ?? words[0] ?? '';
}

function shortName(text: string, max = 6): string {
  return text.split(/\s+/).slice(0, max).join(' ').replace(/[?!]/g, '');
}

interface Mentioned {
  people: string[];
  places: string[];
  dates: string[];
}

/** New people first: the reply follows what the storyteller has just brought in. */
function mentionedIn(extraction: Extraction, before: ConversationTurn[]): Mentioned {
  const earlier = before.filter((t) => t.role === 'user').map((t) => t.content).join(' ');
  const isNew = (p: string) => !earlier.includes(p);
  // new before known, named before "my father"
  const rank = (p: string) => Number(isNew(p)) * 2 + Number(!/^(?:my|our)\b/i.test(p));
  // (not "What was Nossa Senhora like?": a saint or a holy name is not someone to ask about as a person)
  const people = extraction.memory.people.filter((p) => !HOLY.test(p)).sort((a, b) => rank(b) - rank(a));
  return {
    people: people.map((p) => personRef(shortName(p))),
    places: extraction.memory.places.map((p) => shortName(p)),
    dates: extraction.memory.dates.map((d) => secondPerson(shortName(String(typeof d === 'object' ? d.value : d)))),
  };
}

/** A short repeat-back of the event's setting, to show it was heard (no feelings attributed); what the question names is not said twice. */
function settingLine(message: string, episode: Episode, m: Mentioned, question: string): string {
  const unsaid = (s: string | undefined) => (s && !question.toLowerCase().includes(s.toLowerCase()) ? s : undefined);
  // (a place or a year only when the question names none: "So this was at the Holden plant, in 1964. What happened after
  // you bought a house in Elizabeth in 1966?" would set it in two places and two years)
  const names = (list: string[]) => list.some((s) => question.toLowerCase().includes(s.toLowerCase()));
  const place = names(m.places) ? undefined : unsaid(episode.where ?? m.places[0]);
  const date = names(m.dates) || /\b(?:1[89]|20)\d\d\b/.test(question) ? undefined : unsaid(episode.when ?? m.dates.find((d) => /\d|the \w+ties/.test(d)));
  if (place && date) return `So this was ${wherePhrase(message, place)}, ${whenPhrase(date)}.`;
  if (place) return `So this was ${wherePhrase(message, place)}.`;
  if (date) return `So this was ${whenPhrase(date)}.`;
  return '';
}

/** A short repeat-back of a fact from the message, to confirm it (no feelings attributed). */
function reflection(message: string, extraction: Extraction, m: Mentioned, fresh: (name: string) => boolean): string {
  const rel = extraction.memory.relationships.find(
    (r) => r.from === '' && !/^(?:my|our)\b/i.test(r.to) && !KIN[r.to.toLowerCase()] && fresh(r.to),
  );
  if (rel) return `So ${shortName(rel.to)} ${livesNow(message, shortName(rel.to)) ? 'is' : 'was'} your ${rel.relation}.`;
  const place = m.places.find((p) => !placedNow(message, p));
  const date = m.dates.find((d) => /\d|the \w+ties/.test(d)) ?? m.dates[0];
  if (place && date) return `So this was ${wherePhrase(message, place)}, ${whenPhrase(date)}.`;
  if (place) return `So this was ${wherePhrase(message, place)}.`;
  if (date) return /^you\b/.test(date) ? `So ${date} then.` : `So this was ${midSentence(date)}.`;
  if (m.people[0]) return `You mentioned ${m.people[0]}.`;
  return '';
}

/** Everything the storyteller has told: this conversation and the archive's earlier stories. */
function toldText(ctx: InterviewContext): string {
  const said = ctx.history.filter((t) => t.role === 'user').map((t) => t.content);
  const stories = (ctx.earlierStories ?? []).map((s) => `${s.title}. ${s.summary}`);
  return [...said, ...stories].join('\n');
}

/** The event was told before, in an earlier story: asking "what was it like" would ask for it again. */
function toldBefore(episode: Episode, ctx: InterviewContext): boolean {
  const keys = episode.keyWords;
  if (!keys.length) return false;
  return (ctx.earlierStories ?? []).some((s) => {
    const words = new Set(contentWords(`${s.title} ${s.summary}`));
    return keys.filter((k) => words.has(k)).length >= Math.min(2, keys.length);
  });
}

/** Questions about the central event, in an order that varies with the turn so the craft does not drone. */
function eventQuestions(episode: Episode, message: string, ctx: InterviewContext, turn: number, peopleTold: boolean): string[] {
  const c = clause(episode);
  // "I was born in 1931 in Dublin": nobody remembers their own birth; what they were told of it, and what came first
  if (/^you were born\b/i.test(c)) return BORN_QUESTIONS(episode.where ?? extractMessage(message, [], '').memory.places[0]);
  const felt = FELT.test(message);
  const before = toldBefore(episode, ctx);
  // "your husband worked at the rubber factory", "you lived above the shop": a way of life has no "after", and is not
  // felt as one moment
  const habit = episode.habitual || /^(?:worked|lived|kept|owned|taught|belonged|took in|used to|would)\b/i.test(episode.action);
  const kinds: EventQuestion[] = habit ? ['like', 'senses', 'stays'] : ['like', 'senses', 'feelings', 'stays', 'others'];
  const open = kinds.filter((k) => {
    if ((k === 'like' || k === 'feelings' || k === 'senses') && (felt || before)) return false;
    // the people were told already: "who else was there" would ask for them again
    if (k === 'others' && peopleTold) return false;
    return true;
  });
  const rotated = [...open.slice(turn % Math.max(1, open.length)), ...open.slice(0, turn % Math.max(1, open.length))];
  const about = rotated.map((k) => EVENT_QUESTIONS[k](c));
  const after = episode.ended || habit ? [] : AFTER_EVENT.map((q) => q(c));
  // "what happened next" every other turn, or first when the feel of it was already told
  return turn % 2 === 1 || felt || before ? [...after, ...about] : [...about, ...after];
}

/** Present-tense things a person does now: "My son Kofi lives in London now. He phones on Sundays." */
const NOW_VERBS = String.raw`(?:lives|is|works|phones|rings|calls|visits|comes|has|runs|teaches|still|sends|says (?:hello|hi)|does|makes|brings|helps|drives|cooks|bakes|looks after|keeps|writes|takes)`;

/**
 * Whether `message` tells of `person` as alive today ("Kofi lives in London now", "... Kofi. He phones on Sundays"),
 * so the reply says "is", not "was", which would tell a mother her son had died.
 */
function livesNow(message: string, person: string): boolean {
  const name = escapeRegExp(person.replace(/^your /, ''));
  // ("Beverley, she's a headteacher now")
  if (new RegExp(String.raw`\b${name}\b[^.!?]{0,12}?(?:\b${NOW_VERBS}\b|['’]s (?:a|an|still|now|living|working|retired|married)\b)`, 'i').test(message)) return true;
  const at = message.search(new RegExp(String.raw`\b${name}\b`, 'i'));
  if (at < 0) return false;
  // "My children are Susan, Paul and Tom"
  if (new RegExp(String.raw`\b(?:my|our) (?:children|kids|grandchildren|grandkids|sons|daughters|brothers|sisters|grandsons|granddaughters) are\b[^.!?]*\b${name}\b`, 'i').test(message)) return true;
  return new RegExp(String.raw`^[^.!?]*[.!?]\s+(?:He|She)\s+${NOW_VERBS}\b`).test(message.slice(at + 1));
}

/** "I was a teacher", "I worked as a bus conductor": the storyteller's own work, said back ("a teacher"). */
const OWN_WORK = /\bI (?:was|worked as|became|trained as|qualified as) (an? (?:[a-z-]+ )?[a-z-]+?)(?=\s+(?:for|at|in|on|until|till|all|most|from)\b|\s*[.,;!]|\s*$)/;
/** What a storyteller was that is no work: "I was a child", "I was a widow", "I was a bit of a tearaway". */
const NOT_WORK = /\b(?:child|baby|boy|girl|kid|lad|lass|teenager|youngster|widow|widower|twin|orphan|refugee|stranger|foreigner|bit|lot|little|member|prisoner|guest|patient|tearaway|handful|rascal|good|bad|mess|wreck|fool)$/;

/**
 * Whether the message places `place` in the storyteller's present ("He's a headmaster now himself, in Neath"), where
 * "So this was in Neath" and "When you picture Neath" would be wrong.
 */
function placedNow(message: string, place: string): boolean {
  const at = message.toLowerCase().indexOf(place.toLowerCase());
  if (at < 0) return false;
  const sentence = sentenceAround(message, at);
  // (not a story told in the present: "I'm a young teacher then at Hohola")
  return /\b(?:now|nowadays|these days)\b/i.test(sentence) && !/\bthen\b/i.test(sentence);
}

function ownWork(message: string): string | undefined {
  const work = OWN_WORK.exec(message)?.[1];
  return work && !NOT_WORK.test(work) && !KIN[work.split(' ').at(-1)!] ? work : undefined;
}

/** Questions about people, places and times, skipping what the storyteller already answered. */
function entityQuestions(m: Mentioned, told: string, kin: Set<string>, message = ''): string[] {
  const out: string[] = [];
  // "My grandson asked me what the Blitz was like": who asked frames the story, and is asked about after what it tells
  const asker = (p: string) => new RegExp(`\\b${escapeRegExp(p.replace(/^your /, ''))}\\s+(?:(?:always )?(?:asked|asks)(?: me)?|keeps asking(?: me)?|wanted to know|wants to know) (?:what|about|how|if|whether)\\b`, 'i').test(message);
  const askers: string[] = [];
  for (const p of m.people) {
    // ("His name was Geoffrey. He was a postman in Frome": the one person the message names, described as he or she)
    const described = new RegExp(`\\b${escapeRegExp(p.replace(/^your /, ''))} (?:was|is) (?:a|an|so|very|always|never|the|quite|such)\\b`, 'i').test(told)
      || m.people.length === 1 && /\b(?:he|she) (?:was|is) (?:a|an|so|very|always|never|the|quite|such)\b/i.test(message);
    const now = livesNow(message, p);
    for (const q of PERSON_QUESTIONS) {
      if (described && q === PERSON_QUESTIONS[0]) continue;
      if (kin.has(p) && q === PERSON_QUESTIONS[2]) continue;
      (asker(p) ? askers : out).push(now && q === PERSON_QUESTIONS[0] ? `What is ${p} like?` : q(p));
    }
  }
  for (const p of m.places) {
    if (placedNow(message, p)) continue;
    const came = new RegExp(`\\b(?:moved|went|came|emigrated|sailed|born|grew up|raised|lived)\\b[^.]{0,30}\\b${escapeRegExp(p)}\\b`, 'i').test(told);
    // ("When you picture the Empress Ballroom": the storyteller's "the")
    for (const q of PLACE_QUESTIONS) if (!(came && q === PLACE_QUESTIONS[2])) out.push(q(`${theOf(message, p)}${p}`));
  }
  for (const d of m.dates) for (const q of TIME_QUESTIONS) out.push(q(d));
  return [...out, ...askers];
}

function followUpQuestions(ctx: InterviewContext): string[] {
  // an open follow-up whose subject the interviewer already asked about is not raised again
  const said = ctx.history.filter((t) => t.role === 'assistant').map((t) => t.content.toLowerCase()).join(' ');
  const out: string[] = [];
  for (const f of ctx.openFollowUps) {
    if (said.includes(f.value.toLowerCase())) continue;
    const q = f.suggestedPrompt.match(/[^.!?]*\?/g)?.pop()?.trim();
    if (!q || !/^(?:what|how|who|where|when|which|why|tell)\b/i.test(q)) continue;
    // "Who were they to you?" alone says nothing of whom: the prompt's own first words name it ("Tell me more about
    // Tok Wan. Who were they to you?"); they are already said to the storyteller, so only the question is turned round
    const asked = q.toLowerCase().includes(f.value.toLowerCase()) ? secondPerson(q) : `${f.suggestedPrompt.trim().slice(0, -q.length).trim()} ${secondPerson(q)}`.trim();
    if (wordCount(asked) <= 25) out.push(asked);
  }
  return out;
}

/** Chapters not asked and not already told, starting from one that moves with the turn. */
function chapterQuestions(told: string, turn: number): string[] {
  const start = turn % CHAPTERS.length;
  const ordered = [...CHAPTERS.slice(start), ...CHAPTERS.slice(0, start)];
  const fresh = ordered.filter((c) => !c.told?.test(told)).map((c) => c.question);
  const more = ordered.map((c) => `What else would you like the family to know about ${c.topic}?`);
  return [...fresh, ...OPEN_INVITATIONS, ...more];
}

/** The episodes of the storyteller's last `count` messages before this one, the latest first. */
function recentEpisodes(before: ConversationTurn[], name: string, count: number): { episode: Episode; message: string }[] {
  return before.filter((t) => t.role === 'user').slice(-count).reverse().flatMap((t) => {
    const episode = centralEvent(t.content, extractMessage(t.content, [], name));
    return episode ? [{ episode, message: t.content }] : [];
  });
}

/** The earlier storyteller turn told an episode and this one goes on with it: "what happened next". */
function episodeInProgress(before: ConversationTurn[], name: string): boolean {
  return recentEpisodes(before, name, 2).some(({ episode }) => !episode.ended);
}

/** The question the interviewer asked last, when its last turn asked one. */
function previousQuestion(before: ConversationTurn[]): string | undefined {
  const said = before.at(-1)?.role === 'assistant' ? before.at(-1)!.content.trim() : '';
  return said.endsWith('?') ? lastQuestion(said) : undefined;
}

/** What a storyteller asked to leave, and the questions that would come back to it. */
const DECLINED_TOPICS: [said: RegExp, asks: RegExp][] = [
  [/\b(?:husband|wife|marriage|married|wedding|divorce|spouse)\b/i, /\b(?:married|wedding|husband|wife|spouse|someone you loved)\b/i],
  [/\b(?:father|mother|parents|mum|mom|dad|mam|da)\b/i, /\bparents\b/i],
  [/\b(?:child|children|son|daughter|baby|babies|kids)\b/i, /\bchild\b/i],
  [/\bschool\b/i, /\bschool\b/i],
  [/\b(?:war|army|navy|service|soldiers?|the front|camp)\b/i, /\b(?:events in the world|war|service)\b/i],
  [/\b(?:church|chapel|faith|god|religion|mosque|temple)\b/i, /\bfaith\b/i],
  [/\b(?:job|work|factory|mill)\b/i, /\b(?:job|work)\b/i],
];

/**
 * Whether a question stays clear of what the storyteller asked to leave in this conversation ("I would rather not
 * talk about my husband now" rules out "How did you meet the person you married?"): the topics above, and the names
 * said in the declining message ("I'd rather not talk about Nilda"), unless the storyteller's new message brings them up.
 */
function notDeclined(history: ConversationTurn[], name = ''): (question: string) => boolean {
  const users = history.filter((t) => t.role === 'user');
  // "I don't want to talk about that part": what "that" is, the message before says, with the ties of the people in it
  // ("Cecil pass in 1999", Cecil being her husband: then no "How did you meet the person you married?")
  const declined = users.flatMap((t, k) => {
    if (!declines(t.content)) return [];
    if (k === 0 || DECLINED_TOPICS.some(([said]) => said.test(t.content)) || !/\b(?:that|it|this|those)\b/i.test(t.content)) return [t.content];
    const before = users[k - 1]!.content;
    const { memory } = extractMessage(before, history.slice(0, history.indexOf(users[k - 1]!)), name);
    const ties = memory.people.map((p) => memory.relationships.find((r) => r.to === p && r.from === '')?.relation ?? '').join(' ');
    return [t.content, `${before} ${ties}`];
    // (not where they would rather go: "I'd rather not ... let's talk about my school")
  }).map((d) => d.replace(REDIRECT, ' '));
  if (!declined.length) return () => true;
  const asks = declined.flatMap((d) => DECLINED_TOPICS.filter(([said]) => said.test(d)).map(([, ask]) => ask));
  // a capitalised word inside a sentence is a name ("about Nilda"); one opening it may be any word
  const names = declined.flatMap((d) => [...d.matchAll(/(?<=[\p{L},;]\s+)\p{Lu}[\p{L}'’-]+/gu)].map((m) => m[0]));
  // what the storyteller comes back to of their own accord ("Mum sewed my wedding dress") may be asked about
  const now = history.at(-1)?.role === 'user' ? history.at(-1)!.content : '';
  return (q) => !asks.some((r) => r.test(q) && !r.test(now)) && !names.some((n) => q.includes(n) && !now.includes(n));
}

function lossReply(loss: Loss, message: string, ctx: InterviewContext, told: string, turn: number): { ack: string[]; pool: string[] } {
  const earlierAcks = ctx.history.filter((t) => t.role === 'assistant' && /\bsorry\b/i.test(t.content)).length;
  const ack = [acknowledgement(loss, earlierAcks)];
  if (declines(message)) return { ack: [...ack, 'Of course, we can leave that there.'], pool: chapterQuestions(told, turn) };
  return { ack: [...ack, offerToStay()], pool: [...lossQuestions(loss), ...chapterQuestions(told, turn)] };
}

/**
 * "I don't talk about that one ... ask me about the durian farm": what is left said back, and where they would rather
 * go asked first (not what is left: "I'd rather not talk about my first husband ... Ask me about Ken" leaves the
 * husband, not Ken).
 */
function declineReply(message: string, m: Mentioned, told: string, turn: number): { ack: string[]; pool: string[] } {
  const instead = REDIRECT.exec(message)?.[1];
  // someone said back only when named next to the declining words: "Chị Ba, who married the mandarin's son and we
  // don't talk about that" leaves Chị Ba, not Anh Hai before her; "the pig, I won't tell that part" leaves that
  const lower = message.toLowerCase();
  const decline = DECLINE.exec(message);
  const at = decline?.index ?? 0;
  const end = at + (decline?.[0].length ?? 0);
  const asSaid = (n: string) => n.replace(/^your /, 'my ');
  // before the declining words, or just after them ("we don't talk bout Desmond")
  const distance = (n: string) => {
    const said = asSaid(n).toLowerCase();
    const before = lower.lastIndexOf(said, at);
    const after = lower.indexOf(said, end);
    return Math.min(before < 0 ? Infinity : at - before, after < 0 || after - end > 12 ? Infinity : 0);
  };
  const left = [...m.people, ...m.places]
    // (a place only when it is what is declined: "I don't talk about Vietnam", not "our wedding in Haifa. About the first ...")
    .filter((n) => (m.people.includes(n) ? distance(n) < 60 : distance(n) === 0) && !instead?.includes(n) && !instead?.includes(asSaid(n)))
    // (someone before somewhere)
    .sort((a, b) => Number(!m.people.includes(a)) - Number(!m.people.includes(b)) || distance(a) - distance(b))[0];
  return {
    ack: [left ? `Of course, we can leave ${left} there.` : 'Of course, we can leave that there.'],
    pool: [...(instead ? [`What would you like to tell me about ${secondPerson(instead)}?`] : []), ...chapterQuestions(told, turn)],
  };
}

/** The whole next reply: at most 60 words, ending with exactly one open question, never one asked before. */
export function composeReply(ctx: InterviewContext): string {
  const history = ctx.history;
  const last = history.at(-1);
  const message = last?.role === 'user' ? last.content : '';
  const before = history.slice(0, last?.role === 'user' ? -1 : undefined);
  const extraction = extractMessage(message, before, ctx.storytellerName ?? '');
  const m = mentionedIn(extraction, before);
  const earlier = before.filter((t) => t.role === 'user').map((t) => t.content).join(' ');
  const fresh = (name: string) => !earlier.includes(name);
  const told = toldText(ctx);
  const asked = askedQuestions(history);
  const turn = history.filter((t) => t.role === 'assistant').length;
  const name = addressName(ctx.storytellerName ?? ctx.subjectName ?? '');
  const named = [...m.people, ...m.places, ...m.dates];
  const kin = new Set(extraction.memory.relationships.filter((r) => r.from === '').map((r) => personRef(shortName(r.to))));
  const relationOf = tiesOf(extraction);
  // the last three messages before this one, for "He died in 2010." after "That is where I met Sean."
  const recent = before.filter((t) => t.role === 'user').slice(-3);
  const loss = findLoss(message, extraction.memory.people, relationOf, {
    text: recent.map((t) => t.content).join('\n'),
    people: recent.flatMap((t) => extractMessage(t.content, before.slice(0, before.indexOf(t)), ctx.storytellerName ?? '').memory.people),
  });
  const episode = loss ? null : centralEvent(message, extraction);

  let ack: string[] = [];
  let pool: string[];
  let setting = false;
  const short = wordCount(message) <= 15;
  // ", Edna" where the storyteller's name is known
  const toName = name ? `, ${name}` : '';
  // the thread the storyteller was on: the last episode of their three messages before this one, and what to ask of it
  const thread = () => {
    const recent = recentEpisodes(before, ctx.storytellerName ?? '', 3)[0];
    // (questions that name the event, unless the reply has just said what it was)
    return { recent, questions: recent ? [...eventQuestions(recent.episode, recent.message, ctx, turn, false), ...NEXT_QUESTIONS] : [] };
  };
  // after an aside ("Are you a robot?", "good morning"): back to the story they were telling, or on to the next
  // "Where was I?", "ok I'm back": the episode they were telling, said back, and the way on from it
  const whereWeWere = () => {
    const { recent, questions } = thread();
    return recent ? { said: `You were telling me about the time ${clause(recent.episode)}.`, pool: [...NEXT_QUESTIONS, ...questions] } : undefined;
  };
  const familyGroup = KIN_GROUP.exec(message);
  const work = !episode && wordCount(message) <= 25 ? ownWork(message) : undefined;
  const backToStory = () => [...thread().questions, ...followUpQuestions(ctx), ...chapterQuestions(told, turn)];
  const said: Said = {
    message: message.trim(), words: wordCount(message), short, episode: !!episode, toName, latestStory: ctx.earlierStories?.[0]?.title,
    whereWeWere, backToStory, chapters: () => chapterQuestions(told, turn), followUps: () => followUpQuestions(ctx), aboutNamed: () => entityQuestions(m, told, kin, message),
  };
  const again = !loss && short && REPEAT.test(message.trim()) ? previousQuestion(before) : undefined;
  if (again) {
    // "Pardon?": the same question again, word for word (said aloud, it may simply not have been heard)
    return `Of course${toName}. I asked: ${again}`;
  }
  // said between stories ("good morning", "I have to go"): answered as such, without "You mentioned ..." before it
  const between = loss ? undefined : betweenStories(said);
  if (loss) {
    ({ ack, pool } = lossReply(loss, message, ctx, told, turn));
  } else if (between) {
    ({ ack, pool } = between);
  } else if (declines(message)) {
    ({ ack, pool } = declineReply(message, m, told, turn));
  } else if (NOT_REMEMBER.test(message) && (!episode || wordCount(message) <= 40)) {
    // (a long story with "I don't remember how I got out" in it is a story, answered as one)
    ack = ["That's quite all right, there's no hurry at all."];
    // "I was two so I don't remember it, my sister told me later": not "What was it like when ...?", which asks for
    // the memory they just said they have not; who told them, then what came after
    const remembered = /^(?:What was it like|What do you remember seeing|How did you feel)\b/;
    const events = episode ? eventQuestions(episode, message, ctx, turn, m.people.length > 0).filter((q) => !remembered.test(q)) : [];
    pool = [...entityQuestions(m, told, kin, message), ...events, ...followUpQuestions(ctx), ...chapterQuestions(told, turn)];
  } else if (work) {
    // "I was a teacher for thirty-five years": the working life, asked about as theirs
    pool = [`What do you remember most about your years as ${work}?`, `How did you come to be ${work}?`, ...entityQuestions(m, told, kin, message), ...followUpQuestions(ctx), ...chapterQuestions(told, turn)];
  } else if (familyGroup && !named.length && !episode) {
    // "I had seven brothers and sisters": what they were like, said as told
    const group = secondPerson(familyGroup[1]!.toLowerCase());
    const now = /\b(?:have|'ve got|are)\b/i.test(familyGroup[0]);
    const sibling = /brothers|sisters|siblings/.test(group);
    pool = [
      sibling ? `What was it like growing up with ${/^(?:brothers|sisters|siblings|brothers and sisters)$/.test(group) ? 'your' : ''} ${group}?`.replace(/\s+/g, ' ') : now ? `What are your ${group.replace(/^\S+ (?=\S)/, '')} like?` : `What were your ${group.replace(/^\S+ (?=\S)/, '')} like when they were small?`,
      ...followUpQuestions(ctx), ...chapterQuestions(told, turn),
    ];
  } else if (!named.length && !episode && (THREAD_DONE.test(message.trim()) || wordCount(message) < 6)) {
    ack = [name ? `Thank you, ${name}.` : 'Thank you.'];
    pool = [...followUpQuestions(ctx), ...chapterQuestions(told, turn)];
  } else if (episode) {
    // the setting line is said once the question is chosen, so it does not repeat the question's own words
    setting = true;
    pool = [...eventQuestions(episode, message, ctx, turn, m.people.length > 0), ...entityQuestions(m, told, kin, message), ...followUpQuestions(ctx), ...chapterQuestions(told, turn)];
  } else {
    ack = [reflection(message, extraction, m, fresh)];
    const next = !named.length && episodeInProgress(before, ctx.storytellerName ?? '') ? NEXT_QUESTIONS : [];
    pool = [...next, ...entityQuestions(m, told, kin, message), ...followUpQuestions(ctx), ...chapterQuestions(told, turn)];
  }
  const welcome = notDeclined(history, ctx.storytellerName ?? '');
  const question = pool.find((q) => !asked.has(questionKey(q)) && welcome(q)) ?? `What else comes to mind, now that we have talked about ${turn} things?`;
  if (setting && episode) ack = [settingLine(message, episode, m, question)];
  if (name && !loss && turn % 3 === 2 && ack[0] && !ack[0].includes(name)) ack[0] = `${ack[0].replace(/\.$/, '')}, ${name}.`;
  // "My husband is sitting with me, he says hello"
  const hello = !loss && short ? HELLO_FROM.exec(message)?.[1] : undefined;
  if (hello) ack = [`Hello to ${personRef(hello)} too!`];
  // "No, it was my brother, not my father": thanked for it before anything else (in a conversation already under way)
  if (turn > 0 && !loss && wordCount(message) <= 30 && CORRECTION.test(message.trim())) ack = ['Thank you for putting me right.', ...ack];
  let lead = ack.filter(Boolean).join(' ').replace(/\?/g, '.');
  // the reply names something from the message when the message named someone, somewhere or some time
  const lower = `${lead} ${question}`.toLowerCase();
  // (a loss is named in its acknowledgement; "You mentioned 1931" after it would be cold)
  // (nor after a decline: "You mentioned Martín. Of course, we can leave that there" would bring him back)
  // (nor a second "You mentioned", nor a place of the storyteller's present: "He's a headmaster now, in Neath")
  const sayBack = named.find((n) => !placedNow(message, n));
  if (sayBack && !loss && !between && !declines(message) && !/^You mentioned\b/.test(question) && !named.some((n) => lower.includes(n.toLowerCase()))) lead = `You mentioned ${m.places.includes(sayBack) ? theOf(message, sayBack) : ''}${sayBack}. ${lead}`.trim();
  let reply = `${lead} ${question}`.trim();
  // too long: keep the acknowledgement of a loss and the question, drop the rest
  if (wordCount(reply) > MAX_WORDS) reply = loss ? `${ack[0]} ${question}` : question;
  return wordCount(reply) > MAX_WORDS ? question.split(/\s+/).slice(-MAX_WORDS).join(' ') : reply;
}
