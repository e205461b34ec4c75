import { forwardRef } from 'react';
import { STORIES_LIMIT_DASHBOARD } from '@kinstory/contract';
import { useStories } from '../api/index.ts';
import { YourStories } from './YourStories.tsx';

/** YourStories over GET /api/stories?limit=20. */
export const MyStories = forwardRef<HTMLDivElement>(function MyStories(_props, ref) {
  const { data, error, isLoading } = useStories({ limit: STORIES_LIMIT_DASHBOARD });
  return <YourStories ref={ref} stories={data ?? []} isLoading={isLoading} error={error?.message ?? null} />;
});
MyStories.displayName = 'MyStories';
