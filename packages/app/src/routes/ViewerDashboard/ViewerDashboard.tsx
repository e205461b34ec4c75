import {
  MemoryBoxProgress,
  NewStories,
  RecentActivity,
  SendEncouragement,
  ViewerAssistant,
  ViewerHeader,
  WeeklyProgress,
  sampleActivity,
  sampleArchive,
  sampleCategories,
  sampleStories,
  sampleWeek,
} from '@kinstory/features';
import { RequireAuth } from '../../app/RequireAuth.tsx';
import * as layout from '../../app/layout.css.ts';

/** /viewer-dashboard: follows the storyteller's progress, on sample data only (SPEC §2). */
export default function ViewerDashboard() {
  return (
    <RequireAuth loadingText="Loading your dashboard...">
      {() => (
        <div className={layout.page}>
          <ViewerHeader archive={sampleArchive} />
          <div className={layout.grid}>
            <RecentActivity activity={sampleActivity} />
            <WeeklyProgress week={sampleWeek} />
          </div>
          <SendEncouragement subjectName={sampleArchive.subject} />
          <MemoryBoxProgress categories={sampleCategories} />
          <NewStories stories={sampleStories} />
          <ViewerAssistant hasUnread />
        </div>
      )}
    </RequireAuth>
  );
}
