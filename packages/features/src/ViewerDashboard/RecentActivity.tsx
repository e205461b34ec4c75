import { forwardRef } from 'react';
import { Button } from '@kinstory/ui';
import { relativeTime } from '../format/index.ts';
import * as blocks from '../shared/blocks.css.ts';
import { TitledCard } from '../shared/TitledCard.tsx';
import type { ActivityItem } from './viewerData.ts';
import * as css from './ViewerDashboard.css.ts';

export interface RecentActivityProps {
  /** Newest first (recentActivity). */
  activity: readonly ActivityItem[];
  /** Opens the story in 'New Stories to Discover'. */
  onRead?: (storyId: string) => void;
  /** For relative times; @default now */
  now?: Date;
}

const icons: Record<ActivityItem['kind'], string> = { story_added: '📖', perspective_added: '💬' };

/** 'Recent Activity': the stories told lately and the family's perspectives on them; a new story can be read. */
export const RecentActivity = forwardRef<HTMLDivElement, RecentActivityProps>(function RecentActivity({ activity, onRead, now }, ref) {
  return (
    <TitledCard ref={ref} title="Recent Activity">
      <ul className={blocks.list}>
        {activity.map((item) => (
          <li key={item.key} className={blocks.item}>
            <span aria-hidden="true" className={css.icon}>
              {icons[item.kind]}
            </span>
            <div className={blocks.itemBody}>
              <span className={blocks.text}>{item.text}</span>
              <span className={blocks.meta}>{relativeTime(item.at, now)}</span>
            </div>
            {item.kind === 'story_added' && (
              <Button size="sm" variant="outline" onPress={() => onRead?.(item.storyId)} aria-label={`Read: ${item.text}`}>
                Read
              </Button>
            )}
          </li>
        ))}
      </ul>
    </TitledCard>
  );
});
RecentActivity.displayName = 'RecentActivity';
