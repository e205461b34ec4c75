import type { Extraction } from '@kinstory/contract';
import type { ConversationTurn } from '../../llm/types.ts';
import { parse } from './tokens.ts';
import { findSpans } from './spans.ts';
import { spanInputs, verifySpans, type SpanInput } from './spanModel.ts';
import { analysePeople } from './relations.ts';
import { emptyKnown, type KnownPeople } from './people.ts';
import { collectPlaces } from './places.ts';
import { ageOf, findDates } from './dates.ts';
import { themeFeatures } from './theme.ts';
import { isEpisode, significance, significanceCueFeatures, storyFeatures, storyModelFeatures } from './story.ts';
import { predict, type Features, type LinearModel } from './classifier.ts';
import { wordFeatures, wordPairFeatures } from './features.ts';
import { MODEL } from './model.ts';
import type { Token } from './tokens.ts';
import { followUpCandidates, rankFollowUps, type Candidate } from './followUps.ts';

import { makeStory } from './summary.ts';
import { findEvents } from './events.ts';

export interface MessageAnalysis {
  people: string[];
  relationships: Extraction['memory']['relationships'];
  places: string[];
  dates: string[];
}

/** People and relations of earlier storyteller turns, parsed once per distinct text. */
const historyCache = new Map<string, MessageAnalysis>();

function knownFrom(history: ConversationTurn[]): KnownPeople {
  const known = emptyKnown();
  for (const turn of history) {
    if (turn.role !== 'user') continue;
    let a = historyCache.get(turn.content);
    if (!a) {
      a = analyse(turn.content, known).analysis;
      if (historyCache.size > 500) historyCache.clear();
      historyCache.set(turn.content, a);
    }
    for (const p of a.people) if (!known.names.includes(p)) known.names.push(p);
    for (const r of a.relationships) {
      if (!known.relations.some((k) => k.from === r.from && k.to === r.to && k.relation === r.relation)) known.relations.push(r);
    }
  }
  return known;
}

/** `spanModel`: null for the rules' spans alone (the training inputs, so that they do not depend on model.json). */
function analyse(text: string, known: KnownPeople, spanModel: LinearModel | null | undefined = MODEL.span) {
  const parsed = parse(text);
  const knownWords = new Set(known.names.flatMap((n) => n.toLowerCase().split(/\s+/)));
  const spans = verifySpans(parsed.tokens, findSpans(parsed.tokens, knownWords), spanModel, knownWords);
  const who = analysePeople(parsed.tokens, spans, known);
  const places = collectPlaces(spans);
  const dates = findDates(text);
  return { parsed, spans, who, analysis: { people: who.people, relationships: who.relationships, places, dates } };
}

/** The three models' inputs for one passage (the training script computes the same through this). */
export function modelInputs(text: string, tokens: Token[], analysis: MessageAnalysis, events: string[]): { theme: Features; story: Features; significance: Features } {
  const { dates, places, people } = analysis;
  const childAge = dates.some((d) => (ageOf(d) ?? 99) < 16);
  // the word pairs are read by the theme and the story model alike: computed once
  const pairs = wordPairFeatures(text);
  const theme = themeFeatures(text, tokens, childAge, events, pairs);
  const narration = storyModelFeatures(storyFeatures(text, tokens, dates, places, events, people));
  const words = wordFeatures(tokens);
  return {
    theme,
    story: { ...narration, ...words, ...pairs },
    // not the knowledge lexicon's counts or the word pairs: they say which theme, not how much it mattered (and
    // with the counts the significance model's solver stalled on some training sets)
    significance: { ...without(theme, 'kx:', 'b:'), ...narration, ...significanceCueFeatures(text, tokens.length) },
  };
}

/** The features whose names start with none of the prefixes. */
export const without = (x: Features, ...prefixes: string[]): Features => Object.fromEntries(Object.entries(x).filter(([f]) => !prefixes.some((p) => f.startsWith(p))));

function candidatesOf(text: string, tokens: Token[], spans: ReturnType<typeof findSpans>, who: ReturnType<typeof analysePeople>, analysis: MessageAnalysis): Candidate[] {
  const counts = new Map<string, number>();
  for (const m of who.mentions) counts.set(m.name, (counts.get(m.name) ?? 0) + 1);
  return followUpCandidates({
    text,
    tokens,
    spans,
    people: analysis.people,
    related: new Set(analysis.relationships.map((r) => r.to)),
    relationOf: new Map(analysis.relationships.filter((r) => !r.from).map((r) => [r.to, r.relation])),
    places: analysis.places,
    mentionCounts: counts,
  });
}

/**
 * Model inputs and follow-up candidates of a passage on its own (no history), for `npm run train:extractor`: one
 * analysis (one parse) for both.
 */
export function passageInputs(text: string): ReturnType<typeof modelInputs> & { candidates: Candidate[]; spans: SpanInput[] } {
  const { parsed, spans, who, analysis } = analyse(text, emptyKnown(), null);
  return {
    ...modelInputs(text, parsed.tokens, analysis, findEvents(parsed.tokens)),
    candidates: candidatesOf(text, parsed.tokens, spans, who, analysis),
    spans: spanInputs(parsed.tokens, spans),
  };
}

/** Recent results: the interviewer and the extractor often see the same message with the same history. */
const resultCache = new Map<string, Extraction>();

/** The whole extraction for one storyteller message. */
export function extractMessage(message: string, history: ConversationTurn[], narrator: string): Extraction {
  const key = [narrator, message, ...history.filter((t) => t.role === 'user').map((t) => t.content)].join('\u0001');
  const cached = resultCache.get(key);
  if (cached) return structuredClone(cached);
  const result = extractFresh(message, history, narrator);
  if (resultCache.size > 200) resultCache.delete(resultCache.keys().next().value!);
  resultCache.set(key, result);
  return structuredClone(result);
}

/** The extraction without the result cache (the bench measures this). */
export function extractFresh(message: string, history: ConversationTurn[], narrator: string, spanModel: LinearModel | null | undefined = MODEL.span): Extraction {
  const known = knownFrom(history);
  const { parsed, spans, who, analysis } = analyse(message, known, spanModel);
  // this message will be history on the next turn: keep its people and relations (same history, same result)
  if (!historyCache.has(message) && history.every((t) => t.role !== 'user')) historyCache.set(message, analysis);
  const events = findEvents(parsed.tokens);
  const x = modelInputs(message, parsed.tokens, analysis, events);
  const theme = predict(MODEL.theme, x.theme);
  const sig = significance(message, parsed.tokens.length, x.significance);
  const story = isEpisode(x.story)
    ? makeStory({ text: message, tokens: parsed.tokens, people: analysis.people, places: analysis.places, dates: analysis.dates, theme, significance: sig, events })
    : null;
  const facts = rankFollowUps(candidatesOf(message, parsed.tokens, spans, who, analysis), MODEL.followUp);
  // the narrator's own name is not one of the people in their story
  const self = new Set(narrator.toLowerCase().split(/\s+/).filter(Boolean).concat(narrator ? [narrator.toLowerCase()] : []));
  const people = analysis.people.filter((p) => !self.has(p.toLowerCase()));
  return {
    memory: { narrator, people, dates: analysis.dates, places: analysis.places, relationships: analysis.relationships.filter((r) => people.includes(r.to)), events },
    story,
    followUpItems: facts,
  };
}
