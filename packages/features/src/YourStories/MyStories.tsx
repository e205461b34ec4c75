import { forwardRef } from 'react';
import { STORIES_LIMIT_DASHBOARD } from '@kinstory/contract';
import { useStories } from '../api/index.ts';
import { useDeleteActions } from '../shared/useDeleteActions.ts';
import { YourStories } from './YourStories.tsx';

/** YourStories over GET /api/stories?limit=20, with Delete where the reader may. */
export const MyStories = forwardRef<HTMLDivElement>(function MyStories(_props, ref) {
  const { data, error, isLoading } = useStories({ limit: STORIES_LIMIT_DASHBOARD });
  const deletes = useDeleteActions();
  return (
    <YourStories
      ref={ref}
      stories={data ?? []}
      isLoading={isLoading}
      error={error?.message ?? null}
      canDelete={deletes.canDeleteExtract}
      onDelete={deletes.story}
    />
  );
});
MyStories.displayName = 'MyStories';
