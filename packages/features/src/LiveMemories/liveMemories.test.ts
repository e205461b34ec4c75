import { describe, expect, it } from 'vitest';
import type { StoryEvent } from '@kinstory/contract';
import { initialLiveMemories, liveMemoriesReducer, toastForEvent, turnToasts, type LiveMemoriesEvent } from './liveMemories.ts';

const story = (over: Partial<StoryEvent> = {}): StoryEvent => ({
  hasStory: true,
  title: 'Lost at the fair',
  theme: 'childhood',
  summary: '',
  content: '',
  significance: { level: 'high', reason: '' },
  narrative: { people: [], dateContext: '', place: '', actionOrEvent: '' },
  ...over,
});

const run = (...events: LiveMemoriesEvent[]) => events.reduce(liveMemoriesReducer, initialLiveMemories);

describe('liveMemoriesReducer', () => {
  it('merges memories', () => {
    const memory = { narrator: 'Edna', people: ['Alfie'], dates: [1946], places: [], relationships: [{ from: '', to: 'Alfie', relation: 'brother' }], events: [] };
    const state = run({ type: 'memory', memory }, { type: 'memory', memory: { ...memory, people: ['Alfie', 'Mum'] } });
    expect(state.memories.people).toEqual(['Alfie', 'Mum']);
    expect(state.memories.relationships).toHaveLength(1);
    expect(state.memories.dates).toEqual(['1946']);
  });

  it('puts a new story first, and ignores one without a title', () => {
    const state = run(
      { type: 'story', story: story({ title: 'First' }), key: 'a' },
      { type: 'story', story: story({ title: 'Second' }), key: 'b' },
      { type: 'story', story: story({ title: '  ' }), key: 'c' },
    );
    expect(state.stories.map((s) => s.title)).toEqual(['Second', 'First']);
  });

  it('puts a new follow-up item first, and ignores one without a value', () => {
    const followUp = (value: string) => ({ type: 'person', value, suggestedPrompt: 'Tell me more' });
    const state = run({ type: 'followUpItem', item: followUp('Alfie') }, { type: 'followUpItem', item: followUp('Mum') }, { type: 'followUpItem', item: followUp(' ') });
    expect(state.followUps.map((f) => f.value)).toEqual(['Mum', 'Alfie']);
  });

  it('remembers that real-time updates were disabled', () => {
    expect(run({ type: 'disabled' }).disabled).toBe(true);
  });
});

describe('toastForEvent', () => {
  it("says 'Story Extracted! ({level})' with the title", () => {
    expect(toastForEvent({ type: 'story', story: story(), key: 'a' })).toEqual({
      title: 'Story Extracted! (high)',
      description: '"Lost at the fair" has been saved.',
    });
  });

  it('defaults the level to medium', () => {
    expect(toastForEvent({ type: 'story', story: story({ significance: { level: '', reason: '' } }), key: 'a' })?.title).toBe(
      'Story Extracted! (medium)',
    );
  });

  it("says 'Fact Noted' with the value", () => {
    expect(toastForEvent({ type: 'followUpItem', item: { type: 'place', value: 'the Palais', suggestedPrompt: 'Who did you dance with?' } })).toEqual({
      title: 'Fact Noted',
      description: '"the Palais" - We can explore this later!',
    });
  });

  it('brings no toast for memories, blank stories or follow-up items', () => {
    expect(toastForEvent({ type: 'memory', memory: { narrator: '', people: [], dates: [], places: [], relationships: [], events: [] } })).toBeNull();
    expect(toastForEvent({ type: 'story', story: story({ title: '' }), key: 'a' })).toBeNull();
    expect(toastForEvent({ type: 'followUpItem', item: { type: 'other', value: '', suggestedPrompt: 'x' } })).toBeNull();
    expect(toastForEvent({ type: 'disabled' })).toBeNull();
  });
});

describe('turnToasts', () => {
  const turn1 = '2026-07-01T09:05:00.000Z';
  const turn2 = '2026-07-01T09:07:00.000Z';
  const followUp = (value: string, created_at?: string): LiveMemoriesEvent => ({ type: 'followUpItem', item: { type: 'place', value, suggestedPrompt: 'Tell me more', ...(created_at ? { created_at } : {}) } });
  const titles = (events: LiveMemoriesEvent[]) => {
    const toastFor = turnToasts();
    return events.map((e) => toastFor(e)?.title ?? null);
  };

  it("keeps 'Story Extracted!' when the same turn also notes follow-up items", () => {
    expect(titles([{ type: 'story', story: story({ created_at: turn1 }), key: 'a' }, followUp('Leeds', turn1), followUp('the Palais', turn1)])).toEqual([
      'Story Extracted! (high)',
      null,
      null,
    ]);
  });

  it("says 'Fact Noted' for a turn without a story, and for a later turn's items", () => {
    expect(titles([followUp('Leeds', turn1), { type: 'story', story: story({ created_at: turn1 }), key: 'a' }, followUp('Hull', turn2)])).toEqual([
      'Fact Noted',
      'Story Extracted! (high)',
      'Fact Noted',
    ]);
    // Items whose turn is not known are not held back.
    expect(titles([{ type: 'story', story: story({ created_at: turn1 }), key: 'a' }, followUp('Leeds')])).toEqual(['Story Extracted! (high)', 'Fact Noted']);
  });
});
