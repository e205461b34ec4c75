import { forwardRef } from 'react';
import type { ConversationSummary, StoryStatsResponse } from '@kinstory/contract';
import { Skeleton } from '@kinstory/ui';
import { relativeTime } from '../format/index.ts';
import * as blocks from '../shared/blocks.css.ts';
import { TitledCard } from '../shared/TitledCard.tsx';
import * as css from './StatCards.css.ts';

export interface StatCardsProps {
  conversations: readonly ConversationSummary[];
  stats?: StoryStatsResponse | null;
  /** @default false */
  isLoading?: boolean;
  /** For relative times; @default now */
  now?: Date;
}

/** The contributor's three numbers: My Contributions, Family Stories, Last Active. */
export const StatCards = forwardRef<HTMLUListElement, StatCardsProps>(function StatCards({ conversations, stats = null, isLoading = false, now }, ref) {
  const contributions = conversations.filter((c) => c.message_count > 0).length;
  const totalMemories = stats?.total_memories ?? 0;
  const first = conversations[0];
  const cards: [title: string, value: string, line: string][] = [
    ['My Contributions', String(contributions), `${conversations.length} total conversations`],
    ['Family Stories', String(stats?.total_stories ?? 0), totalMemories > 0 ? `${totalMemories} memories preserved` : 'Start contributing'],
    ['Last Active', first ? relativeTime(first.updated_at, now) : 'Never', ''],
  ];
  return (
    <ul ref={ref} className={css.grid} aria-busy={isLoading || undefined}>
      {cards.map(([title, value, line]) => (
        <li key={title}>
          <TitledCard title={title}>
            {isLoading ? (
              <Skeleton shape="text" style={{ width: '4rem' }} />
            ) : (
              <>
                <p className={css.value}>{value}</p>
                {line && <p className={blocks.muted}>{line}</p>}
              </>
            )}
          </TitledCard>
        </li>
      ))}
    </ul>
  );
});
StatCards.displayName = 'StatCards';

