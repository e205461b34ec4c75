import { forwardRef } from 'react';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@kinstory/ui';
import * as blocks from '../shared/blocks.css.ts';
import type { Activity } from './sampleData.ts';
import * as css from './ViewerDashboard.css.ts';

export interface RecentActivityProps {
  activity: readonly Activity[];
  onRead?: (item: Activity) => void;
}

/** 'Recent Activity': what the family did lately; new stories can be read. */
export const RecentActivity = forwardRef<HTMLDivElement, RecentActivityProps>(function RecentActivity({ activity, onRead }, ref) {
  return (
    <Card ref={ref}>
      <CardHeader>
        <CardTitle level={2}>Recent Activity</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className={blocks.list}>
          {activity.map((item) => (
            <li key={item.title} className={blocks.item}>
              <span aria-hidden="true" className={css.icon}>
                {item.icon}
              </span>
              <div className={blocks.itemBody}>
                <span className={blocks.text}>{item.title}</span>
                <span className={blocks.meta}>{item.time}</span>
              </div>
              {item.type === 'story_added' && (
                <Button size="sm" variant="outline" onPress={() => onRead?.(item)} aria-label={`Read: ${item.title}`}>
                  Read
                </Button>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
});
RecentActivity.displayName = 'RecentActivity';
