import { forwardRef } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@kinstory/ui';
import * as blocks from '../shared/blocks.css.ts';

export const suggestedTopics = ['Family Holidays & Traditions', 'Childhood Adventures', 'Life Lessons Learned'] as const;

/** Static ideas for a contributor; they lead nowhere yet (SPEC §2). */
export const SuggestedTopics = forwardRef<HTMLDivElement>(function SuggestedTopics(_props, ref) {
  return (
    <Card ref={ref}>
      <CardHeader>
        <CardTitle level={2}>Suggested Topics</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className={blocks.list}>
          {suggestedTopics.map((topic) => (
            <li key={topic} className={blocks.item}>
              <span className={blocks.text}>{topic}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
});
SuggestedTopics.displayName = 'SuggestedTopics';
