import type { StoryCardData } from '../StoryCard/types.ts';

/** A story in the panel: a stored one, or one that arrived live. */
export type PanelStory = StoryCardData & { key: string };
