import { forwardRef } from 'react';
import { Card, CardContent, CardHeader, CardTitle, Progress } from '@kinstory/ui';
import * as blocks from '../shared/blocks.css.ts';
import type { ProgressCategory } from './sampleData.ts';

/** 'Memory Box Progress': how full each category of the archive is. */
export const MemoryBoxProgress = forwardRef<HTMLDivElement, { categories: readonly ProgressCategory[] }>(function MemoryBoxProgress({ categories }, ref) {
  return (
    <Card ref={ref}>
      <CardHeader>
        <CardTitle level={2}>Memory Box Progress</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className={blocks.list}>
          {categories.map((c) => (
            <li key={c.category} className={blocks.list}>
              <Progress label={c.category} value={c.percentage} />
              <p className={blocks.muted}>{c.description}</p>
              <p className={blocks.meta}>
                <span>{`${c.completed} of ${c.total} complete`}</span>
                <span>{`${c.total - c.completed} to go`}</span>
              </p>
              <p className={blocks.text}>{c.encouragement}</p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
});
MemoryBoxProgress.displayName = 'MemoryBoxProgress';
