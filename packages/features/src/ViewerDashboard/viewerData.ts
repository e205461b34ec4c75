import { RELATIVE_TIME_THRESHOLDS_MS, type Story } from '@kinstory/contract';
import { UNNAMED_MEMBER } from '../Perspectives/Perspectives.tsx';

/** How many of the newest stories and perspectives the viewer's feed and discoveries show. */
export const VIEWER_ITEMS_SHOWN = 5;
/** Reading speed for 'N min read': an older reader's unhurried pace. */
const WORDS_PER_MINUTE = 180;

/** Within the last seven days of `now`: a NEW story, and what counts as this week. */
export const isThisWeek = (iso: string, now: Date) => {
  const elapsed = now.getTime() - Date.parse(iso);
  return elapsed >= 0 && elapsed < RELATIVE_TIME_THRESHOLDS_MS.week;
};

/** '3 min read', from the story's words. */
export const readTime = (story: Pick<Story, 'content'>) => {
  const words = story.content.trim().split(/\s+/).filter(Boolean).length;
  return `${Math.max(1, Math.round(words / WORDS_PER_MINUTE))} min read`;
};

/** One line of Recent Activity: a story told, or a perspective added to one. */
export interface ActivityItem {
  kind: 'story_added' | 'perspective_added';
  key: string;
  storyId: string;
  text: string;
  at: string;
}

/** The newest stories and perspectives, newest first. */
export function recentActivity(stories: readonly Story[], subjectName: string): ActivityItem[] {
  const items: ActivityItem[] = stories.flatMap((story) => [
    { kind: 'story_added' as const, key: `story:${story.id}`, storyId: story.id, text: `${subjectName} told “${story.title}”`, at: story.created_at },
    ...story.perspectives.map((p) => ({
      kind: 'perspective_added' as const,
      key: `perspective:${p.id}`,
      storyId: story.id,
      text: `${p.author ?? UNNAMED_MEMBER} added a perspective on “${story.title}”`,
      at: p.created_at,
    })),
  ]);
  return items.sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, VIEWER_ITEMS_SHOWN);
}
