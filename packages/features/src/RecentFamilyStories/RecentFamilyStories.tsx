import { forwardRef, useId } from 'react';
import type { Story } from '@kinstory/contract';
import { RECENT_FAMILY_STORIES_SHOWN, SUMMARY_FALLBACK_CHARS } from '@kinstory/contract';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@kinstory/ui';
import { count, relativeTime } from '../format/index.ts';
import * as blocks from '../shared/blocks.css.ts';
import { LinkCard } from '../shared/LinkCard.tsx';
import { LoadState } from '../shared/LoadState.tsx';
import { StoryPerspectives } from '../Perspectives/StoryPerspectives.tsx';

export interface RecentFamilyStoriesProps {
  stories: readonly Story[];
  /** All stories in the archive (story stats). */
  total: number;
  /** Where a story leads. @default '/stories' */
  href?: string;
  /** @default false */
  isLoading?: boolean;
  error?: string | null;
  /** For relative times; @default now */
  now?: Date;
}

/** The summary, or else the first 150 characters of the story. */
export const storyExcerpt = (story: Pick<Story, 'summary' | 'content'>) => story.summary.trim() || story.content.slice(0, SUMMARY_FALLBACK_CHARS);

/** The contributor's 'Recent Family Stories': the newest three. */
export const RecentFamilyStories = forwardRef<HTMLDivElement, RecentFamilyStoriesProps>(function RecentFamilyStories(
  { stories, total, href = '/stories', isLoading = false, error = null, now },
  ref,
) {
  const titleId = useId();
  const shown = stories.slice(0, RECENT_FAMILY_STORIES_SHOWN);
  return (
    <Card role="region" aria-labelledby={titleId} ref={ref} aria-busy={isLoading || undefined}>
      <CardHeader>
        <CardTitle id={titleId} level={2}>Recent Family Stories</CardTitle>
        {!isLoading && !error && <CardDescription>{`Latest ${shown.length} of ${total} total stories`}</CardDescription>}
      </CardHeader>
      <CardContent>
        <LoadState isLoading={isLoading} error={error} />
        <ul className={blocks.list}>
          {shown.map((story) => (
            <li key={`${story.extraction_source}:${story.id}`} className={blocks.list}>
              <LinkCard
                href={href}
                title={story.title}
                text={storyExcerpt(story)}
                meta={[relativeTime(story.created_at, now), count(story.people.length, 'person')]}
              />
              {/* Where a contributor meets the family's stories, so where they add their perspective. */}
              <StoryPerspectives storyId={story.id} storyTitle={story.title} perspectives={story.perspectives} headingLevel={3} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
});
RecentFamilyStories.displayName = 'RecentFamilyStories';
