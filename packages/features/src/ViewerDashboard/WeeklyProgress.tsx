import { forwardRef } from 'react';
import type { Story, StoryStatsResponse } from '@kinstory/contract';
import { TitledCard } from '../shared/TitledCard.tsx';
import { isThisWeek } from './viewerData.ts';
import * as css from './ViewerDashboard.css.ts';

export interface WeeklyProgressProps {
  /** The newest stories (up to `listLimit`). */
  stories: readonly Story[];
  /** How many stories the list was asked for: a full list may hold fewer than the week's. */
  listLimit: number;
  stats: StoryStatsResponse;
  /** @default now */
  now?: Date;
}

/**
 * "This Week's Progress": what the archive can count. Photos, minutes and sessions of SPEC's mock
 * are not kept anywhere a viewer may read, so they are not shown.
 */
export const WeeklyProgress = forwardRef<HTMLDivElement, WeeklyProgressProps>(function WeeklyProgress({ stories, listLimit, stats, now = new Date() }, ref) {
  const storiesThisWeek = stories.filter((s) => isThisWeek(s.created_at, now)).length;
  const perspectivesThisWeek = stories.flatMap((s) => s.perspectives).filter((p) => isThisWeek(p.created_at, now)).length;
  const rows: [string, string][] = [
    ['Stories Added', storiesThisWeek >= listLimit ? `${listLimit}+` : String(storiesThisWeek)],
    ['Perspectives Shared', String(perspectivesThisWeek)],
    ['Stories in All', String(stats.total_stories)],
    ['Memories Kept', String(stats.total_memories)],
  ];
  return (
    <TitledCard ref={ref} title="This Week's Progress">
      <dl className={css.stats}>
        {rows.map(([label, value]) => (
          <div key={label} className={css.stat}>
            <dt>{label}</dt>
            <dd className={css.statValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </TitledCard>
  );
});
WeeklyProgress.displayName = 'WeeklyProgress';
