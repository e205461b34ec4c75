import { describe, expect, it } from 'vitest';
import type { RecentStory } from '../../llm/types.ts';
import { composeIntro } from './intro.ts';
import { pickOpenThread } from './thread.ts';

const NOW = Date.parse('2025-03-01T12:00:00Z');
const daysAgo = (d: number) => new Date(NOW - d * 86_400_000).toISOString();

const snow: RecentStory = {
  title: 'Frank and Cork',
  summary: 'Their father dug a tunnel to the barn in the deep snow of 1947.',
  content: 'My brother Frank and I grew up on a farm near Cork in Ireland. In the winter of 1947 the snow was so deep that our father dug a tunnel to the barn so we could milk the cows.',
  significance: { level: 'high', reason: 'A formative experience.' },
  narrative: { people: ['Frank', 'our father'], dateContext: 'the winter of 1947', place: 'Cork', actionOrEvent: 'dug a tunnel to the barn' },
  created_at: daysAgo(3),
};
const bakery: RecentStory = {
  title: 'The bakery',
  summary: 'She worked at the bakery on Elm Street.',
  content: 'In 1960 I started at the bakery on Elm Street, and I stayed there for the rest of my life.',
  significance: { level: 'critical', reason: 'Her life’s work.' },
  narrative: { people: [], dateContext: '1960', place: 'Elm Street', actionOrEvent: 'started at the bakery' },
  created_at: daysAgo(1),
};

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

describe('the greeting picks up one open thread', () => {
  it('the issue’s example: the winter of 1947 on the farm near Cork, and what happened after', () => {
    const intro = composeIntro({ storytellerName: 'Edna Kowalski', recentStories: [snow] }, NOW);
    expect(intro).toBe("Hello Edna, it's good to be back with you. Last time you told me about the winter of 1947 on the farm near Cork. What happened after your father dug the tunnel to the barn?");
  });

  it('a story told to its end is not open; the next thread is', () => {
    // the bakery is critical and newer, but "for the rest of my life" ends it
    expect(pickOpenThread({ recentStories: [bakery, snow] }, NOW)?.recap).toMatch(/winter of 1947/);
  });

  it('significance before recency, recency between equals', () => {
    const lowNew = { ...snow, title: 'Low', significance: { level: 'low' }, narrative: { ...snow.narrative, dateContext: 'the spring of 1950' }, created_at: daysAgo(0) };
    expect(pickOpenThread({ recentStories: [lowNew, snow] }, NOW)?.recap).toMatch(/1947/);
    const highOld = { ...snow, narrative: { ...snow.narrative, dateContext: 'the summer of 1939' }, created_at: daysAgo(120) };
    const highNew = { ...snow, narrative: { ...snow.narrative, dateContext: 'the summer of 1958' }, created_at: daysAgo(2) };
    expect(pickOpenThread({ recentStories: [highOld, highNew] }, NOW)?.recap).toMatch(/1958/);
  });

  it('an open follow-up item: a hinted-at event before scenery, never a bare common noun', () => {
    const thread = pickOpenThread({
      openFollowUps: [
        { type: 'object', value: 'the cows', suggestedPrompt: 'You mentioned the cows.', created_at: daysAgo(0) },
        { type: 'event', value: 'the year we lost the farm', suggestedPrompt: 'What happened the year you lost the farm?', created_at: daysAgo(5) },
        { type: 'place', value: 'Ireland', suggestedPrompt: 'What do you remember about Ireland?', created_at: daysAgo(5) },
      ],
    }, NOW);
    expect(thread).toEqual({ kind: 'followUp', recap: 'Last time you mentioned the year you lost the farm.', question: 'What happened the year you lost the farm?' });
    expect(pickOpenThread({ openFollowUps: [{ type: 'object', value: 'the cows', suggestedPrompt: 'You mentioned the cows.' }] }, NOW)).toBeNull();
  });

  it('a story left open outweighs a loose item told with it; a piece of a clause is never said back', () => {
    const medium = { ...snow, significance: { level: 'medium' } };
    const item = { type: 'event', value: 'the day the roof fell in', suggestedPrompt: 'What happened the day the roof fell in?', created_at: snow.created_at };
    expect(pickOpenThread({ recentStories: [medium], openFollowUps: [item] }, NOW)?.kind).toBe('story');
    const fragment = { type: 'event', value: 'on the step and he never said a word', suggestedPrompt: 'Tell me more.', created_at: daysAgo(0) };
    expect(pickOpenThread({ openFollowUps: [fragment] }, NOW)).toBeNull();
  });

  it('an item without an open question gets one, in the second person', () => {
    const intro = composeIntro({ storytellerName: 'Joseph', openFollowUps: [{ type: 'person', value: 'our father', suggestedPrompt: 'Tell me more about our father.' }] }, NOW);
    expect(intro).toBe("Hello Joseph, it's good to be back with you. Last time you mentioned your father. What would you like the family to know about your father?");
  });

  it('with nothing open the first-time greeting stays', () => {
    const first = composeIntro({ storytellerName: 'Edna' }, NOW);
    expect(composeIntro({ storytellerName: 'Edna', recentStories: [bakery], openFollowUps: [] }, NOW)).toBe(first);
    expect(first).toMatch(/^Hello Edna, it's so good to sit down with you\./);
  });

  it('every greeting with a thread: one question, at most 60 words', () => {
    for (const story of [snow, { ...snow, content: undefined, narrative: { people: [], dateContext: '', place: '', actionOrEvent: '' } }]) {
      const intro = composeIntro({ storytellerName: 'Edna', recentStories: [story] }, NOW);
      expect(intro.match(/\?/g)).toHaveLength(1);
      expect(intro.endsWith('?')).toBe(true);
      expect(words(intro)).toBeLessThanOrEqual(60);
    }
  });
});
