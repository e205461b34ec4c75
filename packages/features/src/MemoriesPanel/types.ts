import type { LooseFactEvent } from '@kinstory/contract';
import type { StoryCardData } from '../StoryCard/types.ts';

/** A follow-up item as the chat reads it (SPEC §3: id, type, value, suggestedPrompt). */
export type ChatFact = LooseFactEvent;

/** A story in the panel: a stored one, or one that arrived live. */
export type PanelStory = StoryCardData & { key: string };
