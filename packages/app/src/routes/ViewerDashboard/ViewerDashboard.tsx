import { useMemo, useState } from 'react';
import { STORIES_LIMIT_DASHBOARD } from '@kinstory/contract';
import {
  MemoryBoxProgress,
  NewStories,
  RecentActivity,
  SendEncouragement,
  VIEWER_ITEMS_SHOWN,
  ViewerAssistant,
  ViewerHeader,
  WeeklyProgress,
  recentActivity,
  useArchive,
  useLifeMap,
  useRevalidate,
  useStories,
  useStoryStats,
} from '@kinstory/features';
import { Alert, Button, Card, CardContent, CardHeader, CardTitle } from '@kinstory/ui';
import { PageLoading, RequireAuth } from '../../app/RequireAuth.tsx';
import { LOADING_DASHBOARD } from '../../dashboards/loading.ts';
import { dashboardErrorText } from '../../dashboards/useDashboardErrorToast.ts';
import * as layout from '../../app/layout.css.ts';

const LOAD_FAILED = 'The family archive could not be loaded. Please try again.';

/** /viewer-dashboard: a viewer follows the storyteller's archive (issue #17: real data, no longer SPEC's mock). */
export default function ViewerDashboard() {
  return <RequireAuth loadingText={LOADING_DASHBOARD}>{() => <ViewerSections />}</RequireAuth>;
}

function ViewerSections() {
  const archive = useArchive();
  const stories = useStories({ limit: STORIES_LIMIT_DASHBOARD });
  const stats = useStoryStats();
  const lifeMap = useLifeMap();
  const revalidate = useRevalidate();
  const [open, setOpen] = useState<{ storyId: string; focus: boolean } | null>(null);
  const subjectName = archive.data?.archive.subjectName ?? null;
  const activity = useMemo(() => recentActivity(stories.data ?? [], subjectName ?? 'The storyteller'), [stories.data, subjectName]);

  const error = archive.error ?? stories.error ?? stats.error ?? lifeMap.error;
  if (error) {
    return (
      <div className={layout.page}>
        <Card>
          <CardHeader>
            <CardTitle level={2}>Error loading dashboard</CardTitle>
          </CardHeader>
          <CardContent className={layout.stack}>
            <Alert>{dashboardErrorText(error, LOAD_FAILED)}</Alert>
            <div>
              <Button onPress={() => void revalidate('archive', 'stories', 'storyStats', 'lifeMap')}>Try again</Button>
            </div>
          </CardContent>
        </Card>
      </div>
    );
  }
  if (!archive.data || !stories.data || !stats.data || !lifeMap.data) return <PageLoading text={LOADING_DASHBOARD} />;

  const storyteller = subjectName ?? 'your storyteller';
  return (
    <div className={layout.page}>
      <ViewerHeader subjectName={subjectName} />
      {stories.data.length === 0 ? (
        <Card>
          <CardHeader>
            <CardTitle level={2}>No stories yet</CardTitle>
          </CardHeader>
          <CardContent>
            <p>{`When ${storyteller} tells a first story, it will be here to read. A kind word now may help them start.`}</p>
          </CardContent>
        </Card>
      ) : (
        <div className={layout.grid}>
          <RecentActivity activity={activity} onRead={(storyId) => setOpen({ storyId, focus: true })} />
          <WeeklyProgress stories={stories.data} listLimit={STORIES_LIMIT_DASHBOARD} stats={stats.data} />
        </div>
      )}
      <SendEncouragement subjectName={storyteller} />
      {stories.data.length > 0 && (
        <>
          <MemoryBoxProgress map={lifeMap.data} />
          <NewStories stories={stories.data.slice(0, VIEWER_ITEMS_SHOWN)} open={open} onOpenChange={setOpen} />
        </>
      )}
      <ViewerAssistant hasUnread />
    </div>
  );
}
