import type { Story } from '@kinstory/contract';

/** What a story card needs: a stored story, or a live 'story' event (which has no id or people yet). */
export type StoryCardData = Pick<Story, 'title' | 'theme' | 'summary' | 'significance' | 'narrative'> &
  Partial<Pick<Story, 'id' | 'people' | 'created_at' | 'content' | 'status' | 'private' | 'recordings' | 'perspectives'>>;
