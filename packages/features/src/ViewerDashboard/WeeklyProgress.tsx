import { forwardRef } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@kinstory/ui';
import type { WeeklyStats } from './sampleData.ts';
import * as css from './ViewerDashboard.css.ts';

/** "This Week's Progress": four numbers. */
export const WeeklyProgress = forwardRef<HTMLDivElement, { week: WeeklyStats }>(function WeeklyProgress({ week }, ref) {
  const rows: [string, number][] = [
    ['Stories Added', week.storiesAdded],
    ['Photos Uploaded', week.photosUploaded],
    ['Minutes Creating', week.minutesCreating],
    ['Sessions Done', week.sessionsDone],
  ];
  return (
    <Card ref={ref}>
      <CardHeader>
        <CardTitle level={2}>This Week&apos;s Progress</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className={css.stats}>
          {rows.map(([label, value]) => (
            <div key={label} className={css.stat}>
              <dt>{label}</dt>
              <dd className={css.statValue}>{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
});
WeeklyProgress.displayName = 'WeeklyProgress';
