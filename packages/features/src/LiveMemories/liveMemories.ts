import type { LooseFactEvent, MemoryPayload, StoryEvent } from '@kinstory/contract';
import { emptyMemories, mergeMemory, type MergedMemories } from '../memories/index.ts';
import type { ChatFact, PanelStory } from '../MemoriesPanel/types.ts';

/** What the memory event stream has added in this visit. */
export interface LiveMemoriesState {
  memories: MergedMemories;
  stories: PanelStory[];
  facts: ChatFact[];
  disabled: boolean;
}

export type LiveMemoriesEvent =
  | { type: 'memory'; memory: MemoryPayload }
  | { type: 'story'; story: StoryEvent; key: string }
  | { type: 'looseFact'; fact: LooseFactEvent }
  | { type: 'disabled' };

export const initialLiveMemories: LiveMemoriesState = { memories: emptyMemories, stories: [], facts: [], disabled: false };

export interface ToastText {
  title: string;
  description: string;
}

/** A story's level as the toast says it: medium when the extractor gave none. */
export const storyLevel = (story: StoryEvent) => story.significance.level.trim() || 'medium';

/** SPEC §4: memories merged; a story with hasStory and a title, and a fact with a value, go first. */
export function liveMemoriesReducer(state: LiveMemoriesState, event: LiveMemoriesEvent): LiveMemoriesState {
  switch (event.type) {
    case 'memory':
      return { ...state, memories: mergeMemory(state.memories, event.memory) };
    case 'story':
      if (!event.story.hasStory || !event.story.title.trim()) return state;
      return { ...state, stories: [{ ...event.story, key: event.key }, ...state.stories] };
    case 'looseFact':
      if (!event.fact.value.trim()) return state;
      return { ...state, facts: [event.fact, ...state.facts] };
    case 'disabled':
      return { ...state, disabled: true };
  }
}

/** The toast an event brings, or null (memories and ignored events bring none). */
export function toastForEvent(event: LiveMemoriesEvent): ToastText | null {
  if (event.type === 'story' && event.story.hasStory && event.story.title.trim()) {
    return { title: `Story Extracted! (${storyLevel(event.story)})`, description: `"${event.story.title}" has been saved.` };
  }
  if (event.type === 'looseFact' && event.fact.value.trim()) {
    return { title: 'Fact Noted', description: `"${event.fact.value}" - We can explore this later!` };
  }
  return null;
}

/**
 * The toasts of one subscription's events: one per turn when a turn yields a story (issue #17).
 * A turn's story and follow-up items are stored together and share their created_at, so a 'Fact
 * Noted' of the story's turn does not replace 'Story Extracted!'; the panel still lists the item.
 */
export function turnToasts(): (event: LiveMemoriesEvent) => ToastText | null {
  let storyTurn: string | undefined;
  return (event) => {
    const text = toastForEvent(event);
    if (!text) return null;
    if (event.type === 'story') storyTurn = event.story.created_at;
    else if (event.type === 'looseFact' && storyTurn !== undefined && event.fact.created_at === storyTurn) return null;
    return text;
  };
}
