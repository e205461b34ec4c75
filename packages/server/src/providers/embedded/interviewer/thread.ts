import type { IntroContext, RecentStory } from '../../llm/types.ts';
import { extractMessage } from '../extractor/extract.ts';
import { isEnglishWord } from '../extractor/dictionary.ts';
import { wherePhrase } from '../extractor/places.ts';
import { escapeRegExp } from '../extractor/tokens.ts';
import { centralEvent, clause, personRef, secondPerson, type Episode } from './episode.ts';
import { findLoss, lossQuestions } from './loss.ts';
import { DECLINE } from './questions.ts';
import { whenPhrase } from './when.ts';

/**
 * The one open thread a new conversation's greeting picks up: "Last time you told me about the winter of
 * 1947 on the farm near Cork." and one open question to carry it on.
 */
export interface OpenThread {
  kind: 'story' | 'followUp';
  /** The sentence that reminds the storyteller where they left off (no question in it). */
  recap: string;
  /** One open question that carries the thread on. */
  question: string;
}

const SIGNIFICANCE: Record<string, number> = { critical: 4, high: 3, medium: 2, low: 1 };
/** Follow-up items by what a family would most want to know: hinted-at events and people before scenery. */
const ITEM_WEIGHT: Record<string, number> = { event: 2, person: 1.5, date: 1, place: 1, object: 0.5, other: 0.5 };
/** A story the storyteller began is a stronger thread than a loose item of the same weight. */
const STORY_BONUS = 0.5;
/** A story whose storyteller told how it ended is not open. */
const ENDED = /\b(?:in the end|finally|eventually|ever since|from then on|never again|that was the end|and that was that|to this day|for the rest of (?:his|her|my|our|their) li(?:fe|ves)|got used to it|settled in|never looked back)\b/i;
const OPEN_QUESTION = /^(?:what|how|who|where|when|which|why)\b/i;
const HALF_LIFE_DAYS = 14;

/** 0..2: today's thread counts for two, a fortnight-old one for one. */
function recency(createdAt: string | undefined, now: number): number {
  const t = createdAt ? Date.parse(createdAt) : NaN;
  if (Number.isNaN(t)) return 0;
  const days = Math.max(0, (now - t) / 86_400_000);
  return 2 * 0.5 ** (days / HALF_LIFE_DAYS);
}

/** "the farm near Cork" when the story says "on a farm near Cork", else "Cork". */
function placePhrase(text: string, place: string): string {
  const esc = escapeRegExp(place);
  const m = new RegExp(`\\b(on|in|at)\\s+(?:a|an|the|our|my)\\s+([a-z]+)\\s+(near|outside|in|by)\\s+${esc}\\b`).exec(text);
  if (m) return `${m[1]} the ${m[2]} ${m[3]} ${place}`;
  return wherePhrase(text, place);
}

/** "a tunnel" → "the tunnel": the second time a thing is named, it is the one already told. */
function known(action: string): string {
  return action.replace(/\b(?:a|an)\b/, 'the');
}

function storyEpisode(story: RecentStory): Episode | null {
  const text = story.content || story.summary;
  return centralEvent(text, extractMessage(text, [], ''));
}

/** A time said as what the story was about: "the winter of 1947", "the war", "August 1958" (not "1958", "when you were nine"). */
const TOPICAL_TIME = /^(?:the\b|(?:january|february|march|april|may|june|july|august|september|october|november|december)(?: of)?\s+(?:(?:19|20)\d\d|\w+[- ]\w+)$)/i;
/** "you walked it in all weathers", "he sold them": a thing said as "it" cannot be said back a week later. */
const PRONOUN_OBJECT = /\s(?:it|them|that|this|there)(?:\s|$)/i;

function storyThread(story: RecentStory): OpenThread | null {
  const text = story.content || story.summary;
  // a story that tells a death is not asked "what happened after": the greeting remembers the person gently
  const loss = findLoss(text, story.narrative.people ?? []);
  if (loss) return loss.who ? { kind: 'story', recap: `Last time you told me about ${loss.who}.`, question: lossQuestions(loss)[0]! } : null;
  const when = story.narrative.dateContext ? secondPerson(story.narrative.dateContext.trim()) : '';
  const place = story.narrative.place?.trim() ?? '';
  const episode = storyEpisode(story);
  // "you walked it in all weathers": a thing said as "it" cannot be said back a week later
  const event = episode && !PRONOUN_OBJECT.test(` ${clause(episode)} `) ? known(clause(episode)) : '';
  // the recap says when: "Hilo in 1920. What happened after your grandmother came to Hilo on the ship?"
  const said = when ? event.replace(new RegExp(`,?\\s+(?:in|on|at|during)\\s+${escapeRegExp(when.replace(/^(?:in|on|at|during)\\s+/i, ''))}\\b`, 'i'), '') : event;
  const question = event ? `What happened after ${said}?` : 'What happened next?';
  // "the winter of 1947 on the farm near Cork"; "Hilo in 1920"; "Lagos when you were nine"
  let about = '';
  if (TOPICAL_TIME.test(when)) about = [when.replace(/^The\b/, 'the'), place && placePhrase(text, place)].filter(Boolean).join(' ');
  else if (place) about = [place, when && whenPhrase(when)].filter(Boolean).join(' ');
  else if (event) return { kind: 'story', recap: `Last time you told me about the time ${event}${when && !event.includes(when) ? ` ${whenPhrase(when)}` : ''}.`, question: 'What happened next?' };
  else about = titleInSentence(story.title, story.narrative.people ?? []);
  return { kind: 'story', recap: `Last time you told me about ${about}.`, question };
}

/** A story's title said mid-sentence: "School with Joan" → "school with Joan"; "Frank and Cork" (a name) stays. */
export function titleInSentence(raw: string, people: string[] = []): string {
  const title = raw.replace(/[?!.]+$/, '');
  const first = title.split(/\s+/)[0]!;
  const common = !people.some((p) => p.includes(first)) && isEnglishWord(first.toLowerCase());
  return common ? secondPerson(title.replace(/^\p{Lu}/u, (c) => c.toLowerCase())) : title;
}

/** Words of a quotation the greeting says back whole; a longer one is not the thread (its item value is a clause). */
const MAX_QUOTE_WORDS = 30;

function itemThread(item: NonNullable<IntroContext['openFollowUps']>[number]): OpenThread | null {
  const suggested = item.suggestedPrompt.match(/[^.!?]*\?/g)?.pop()?.trim();
  const open = suggested && OPEN_QUESTION.test(suggested) ? secondPerson(suggested) : undefined;
  // something held back, quoted in the storyteller's words ("You said "I won't talk about that week"."): said back as
  // a quotation, with an open question (the item's own "Would you like to ...?" is a yes-or-no one)
  const quoted = /^You said ["“](.+)["”]\.\s/.exec(item.suggestedPrompt)?.[1];
  if (quoted) {
    // ("I'd rather not go into that part": what the storyteller declined is not the greeting's to bring back; a question
    // of their own inside it would make two)
    if (quoted.split(/\s+/).length > MAX_QUOTE_WORDS || DECLINE.test(quoted) || quoted.includes('?')) return null;
    return { kind: 'followUp', recap: `Last time you said, "${quoted}".`, question: 'When you feel ready, what would you like the family to know about that?' };
  }
  // "You mentioned that you lost the brass. What happened?": its own first sentence is the recap
  const mentioned = /^You mentioned ((?:that )?[^.!?]+)\./.exec(item.suggestedPrompt)?.[1];
  if (mentioned && item.type === 'event') return { kind: 'followUp', recap: `Last time you mentioned ${mentioned}.`, question: open ?? 'What happened?' };
  const ref = personRef(item.value.trim(), 12).replace(/[?!.]+$/, '');
  return { kind: 'followUp', recap: `Last time you mentioned ${ref}.`, question: open ?? `What would you like the family to know about ${ref}?` };
}

/**
 * A bare common noun ("the cows") is scenery, not a thread worth a greeting; a piece of a clause ("on the
 * step and he never said a word") cannot be said back as "Last time you mentioned ...".
 */
function unfit(value: string, type: string): boolean {
  const v = value.trim();
  if (type !== 'event' && type !== 'person' && !/\p{Lu}|\d/u.test(v) && v.split(/\s+/).length <= 2) return true;
  // "Ah", "Oh": a word of speech the extractor took for a name
  if (/^(?:ah|oh|eh|um|uh|er|hm+|well|yes|no|ok)$/i.test(v)) return true;
  return /^(?:on|in|at|to|from|and|but|so|then|he|she|they|it|was|were|had)\b/i.test(v) || v.split(/\s+/).length > 8;
}

/**
 * The open thread with the most significance and recency: an open follow-up item, or a story that stopped
 * before its end. null when nothing is open, so the greeting stays the first-time one.
 */
export function pickOpenThread(ctx: IntroContext, now = Date.now()): OpenThread | null {
  const open: { score: number; at: number; make: () => OpenThread | null }[] = [];
  const consider = (score: number, createdAt: string | undefined, make: () => OpenThread | null) => {
    open.push({ score, at: createdAt ? Date.parse(createdAt) || 0 : 0, make });
  };
  for (const story of ctx.recentStories ?? []) {
    if (!ENDED.test(story.content || story.summary)) consider((SIGNIFICANCE[story.significance.level] ?? 1) + STORY_BONUS + recency(story.created_at, now), story.created_at, () => storyThread(story));
  }
  for (const item of ctx.openFollowUps ?? []) {
    if (item.value.trim() && !unfit(item.value, item.type)) consider((ITEM_WEIGHT[item.type] ?? 1) + recency(item.created_at, now), item.created_at, () => itemThread(item));
  }
  // the weightiest first (the newer between equals, the earlier given between those); a thread is only composed, its
  // story read again, when every one above it turned out not to be one to pick up (a death without a name, a quote
  // the storyteller declined)
  open.sort((a, b) => b.score - a.score || b.at - a.at);
  for (const o of open) {
    const thread = o.make();
    if (thread) return thread;
  }
  return null;
}
