import { useNavigate } from 'react-router-dom';
import { STORIES_LIMIT_CONTRIBUTOR } from '@kinstory/contract';
import {
  BookCard,
  ArchiveConversations,
  OpenFollowUpItems,
  RecentFamilyStories,
  SendEncouragement,
  StatCards,
  SuggestedTopics,
  VoiceMemories,
  useConversations,
  useFollowUpItems,
  useProfile,
  useStories,
  useStoryStats,
} from '@kinstory/features';
import { PageLoading } from '../../app/RequireAuth.tsx';
import { useDashboardErrorToast } from '../../dashboards/useDashboardErrorToast.ts';
import { LOADING } from './texts.ts';

// The contributor dashboard's sections (ContributorDashboard.tsx), in a module of their own: they
// show once someone is signed in, so their code does not come with the page's first paint.

const describeError = () => 'Failed to load some dashboard data. Please refresh the page.';

/** The first answers of the five calls are still out. */
function useWaiting() {
  const profile = useProfile();
  const conversations = useConversations();
  const stories = useStories(storiesQuery);
  const stats = useStoryStats();
  return profile.isLoading && conversations.isLoading && stories.isLoading && stats.isLoading;
}

const storiesQuery = { limit: STORIES_LIMIT_CONTRIBUTOR, sortBy: 'created_at', sortOrder: 'DESC' } as const;

export function MainSections() {
  const profile = useProfile();
  const conversations = useConversations();
  const stories = useStories(storiesQuery);
  const stats = useStoryStats();
  const followUps = useFollowUpItems({ includeFollowedUp: false });
  useDashboardErrorToast([profile.error, conversations.error, stories.error, stats.error, followUps.error], describeError);

  const waiting = useWaiting();
  if (waiting) return <PageLoading text={LOADING} />;

  return (
    <>
      <StatCards conversations={conversations.data ?? []} stats={stats.data ?? null} isLoading={conversations.isLoading || stats.isLoading} />
      <ArchiveConversations form="contributor" />
      <RecentFamilyStories
        stories={stories.data ?? []}
        total={stats.data?.total_stories ?? stories.data?.length ?? 0}
        href="/stories"
        isLoading={stories.isLoading}
        error={stories.error?.message ?? null}
      />
    </>
  );
}

export function SideSections() {
  const navigate = useNavigate();
  const profile = useProfile();
  const waiting = useWaiting();
  // Nothing beside the main column's loading line.
  if (waiting) return null;

  return (
    <>
      <SuggestedTopics />
      <OpenFollowUpItems timeStyle="relative" onAnswered={(id) => navigate(`/chat/${id}`)} />
      <VoiceMemories />
      <BookCard />
      {profile.data?.subjectName && <SendEncouragement subjectName={profile.data.subjectName} />}
    </>
  );
}
