import { forwardRef, useId } from 'react';
import type { Story, StoryPatch } from '@kinstory/contract';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@kinstory/ui';
import { count } from '../format/index.ts';
import { StoryCard } from '../StoryCard/StoryCard.tsx';
import type { ItemCorrections } from '../StoryCard/StoryCorrections.tsx';
import type { StoryExtraActions } from '../shared/useStoryExtras.ts';
import * as blocks from '../shared/blocks.css.ts';
import { LoadState } from '../shared/LoadState.tsx';

export interface YourStoriesProps {
  stories: readonly Story[];
  /** @default false */
  isLoading?: boolean;
  error?: string | null;
  /** Deletes one story (after its confirmation). */
  onDelete?: (story: Story) => Promise<void>;
  /** Which stories show Delete (the reader's own, or all for an admin). @default none */
  canDelete?: (conversationId: string | null) => boolean;
  /** Confirm, edit, discard and undo a story (members who write); without it, none. */
  correctStory?: (id: string) => ItemCorrections<StoryPatch>;
  /** Whether the reader may make a story private (admins and storytellers). @default false */
  canMarkPrivate?: boolean;
  /** Each story's Download Transcript and Follow Up (useStoryExtras); without it they show disabled. */
  storyExtras?: (story: Story) => StoryExtraActions;
}

/** 'Your Stories' on the storyteller and admin dashboards. Shown only when stories exist. */
export const YourStories = forwardRef<HTMLDivElement, YourStoriesProps>(function YourStories(
  { stories, isLoading = false, error = null, onDelete, canDelete, correctStory, canMarkPrivate = false, storyExtras },
  ref,
) {
  const titleId = useId();
  if (!isLoading && !error && stories.length === 0) return null;
  return (
    <Card role="region" aria-labelledby={titleId} ref={ref} aria-busy={isLoading || undefined}>
      <CardHeader>
        <div className={blocks.titleRow}>
          <CardTitle id={titleId} level={2}>Your Stories</CardTitle>
          {!isLoading && !error && <Badge tone="accent">{count(stories.length, 'story')}</Badge>}
        </div>
        <CardDescription>Important narratives captured from your conversations</CardDescription>
      </CardHeader>
      <CardContent>
        <LoadState isLoading={isLoading} error={error} height="8rem" />
        <ul className={blocks.list}>
          {stories.map((story) => (
            <li key={`${story.extraction_source}:${story.id}`}>
              <StoryCard
                story={story}
                form="dashboard"
                headingLevel={3}
                onDelete={onDelete && canDelete?.(story.conversation_id) ? () => onDelete(story) : undefined}
                corrections={correctStory?.(story.id)}
                canMarkPrivate={canMarkPrivate}
                extras={storyExtras?.(story)}
              />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
});
YourStories.displayName = 'YourStories';
