import type { FollowUpItemEvent, MemoryPayload, StoryEvent } from '@kinstory/contract';
import { emptyMemories, mergeMemory, type MergedMemories } from '../memories/index.ts';
import type { PanelStory } from '../MemoriesPanel/types.ts';

/** What the memory event stream has added in this visit. */
export interface LiveMemoriesState {
  memories: MergedMemories;
  stories: PanelStory[];
  followUps: FollowUpItemEvent[];
  disabled: boolean;
}

export type LiveMemoriesEvent =
  | { type: 'memory'; memory: MemoryPayload }
  | { type: 'story'; story: StoryEvent; key: string }
  | { type: 'followUpItem'; item: FollowUpItemEvent }
  | { type: 'disabled' };

export const initialLiveMemories: LiveMemoriesState = { memories: emptyMemories, stories: [], followUps: [], disabled: false };

export interface ToastText {
  title: string;
  description: string;
}

/** A story's level as the toast says it: medium when the extractor gave none. */
export const storyLevel = (story: StoryEvent) => story.significance.level.trim() || 'medium';

/** SPEC §4: memories merged; a story with hasStory and a title, and a follow-up item with a value, go first. */
export function liveMemoriesReducer(state: LiveMemoriesState, event: LiveMemoriesEvent): LiveMemoriesState {
  switch (event.type) {
    case 'memory':
      return { ...state, memories: mergeMemory(state.memories, event.memory) };
    case 'story':
      if (!event.story.hasStory || !event.story.title.trim()) return state;
      return { ...state, stories: [{ ...event.story, key: event.key }, ...state.stories] };
    case 'followUpItem':
      if (!event.item.value.trim()) return state;
      return { ...state, followUps: [event.item, ...state.followUps] };
    case 'disabled':
      return { ...state, disabled: true };
  }
}

/** The toast an event brings, or null (memories and ignored events bring none). */
export function toastForEvent(event: LiveMemoriesEvent): ToastText | null {
  if (event.type === 'story' && event.story.hasStory && event.story.title.trim()) {
    return { title: `Story Extracted! (${storyLevel(event.story)})`, description: `"${event.story.title}" has been saved.` };
  }
  if (event.type === 'followUpItem' && event.item.value.trim()) {
    return { title: 'Fact Noted', description: `"${event.item.value}" - We can explore this later!` };
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
    else if (event.type === 'followUpItem' && storyTurn !== undefined && event.item.created_at === storyTurn) return null;
    return text;
  };
}
