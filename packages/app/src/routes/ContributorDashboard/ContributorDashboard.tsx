import { useNavigate } from 'react-router-dom';
import { STORIES_LIMIT_CONTRIBUTOR } from '@kinstory/contract';
import {
  BookCard,
  ConversationList,
  DashboardHeader,
  OpenFollowUpItems,
  RecentFamilyStories,
  SendEncouragement,
  StatCards,
  SuggestedTopics,
  VoiceMemories,
  useConversations,
  useDeleteActions,
  useLooseFacts,
  useProfile,
  useStories,
  useStoryStats,
} from '@kinstory/features';
import { PageLoading, RequireAuth } from '../../app/RequireAuth.tsx';
import type { AuthUser } from '../../auth/AuthService.ts';
import { StartConversationCard } from '../../dashboards/StartConversationCard.tsx';
import { useDashboardErrorToast } from '../../dashboards/useDashboardErrorToast.ts';
import { useDashboardSignOut } from '../../dashboards/useDashboardSignOut.ts';
import * as layout from '../../app/layout.css.ts';

const LOADING = 'Loading your contributor dashboard...';
const describeError = () => 'Failed to load some dashboard data. Please refresh the page.';

/** /contributor-dashboard (SPEC §2): the five calls run in parallel. */
export default function ContributorDashboard() {
  return <RequireAuth loadingText={LOADING}>{(user) => <Sections user={user} />}</RequireAuth>;
}

function Sections({ user }: { user: AuthUser }) {
  const navigate = useNavigate();
  const profile = useProfile();
  const conversations = useConversations();
  const stories = useStories({ limit: STORIES_LIMIT_CONTRIBUTOR, sortBy: 'created_at', sortOrder: 'DESC' });
  const stats = useStoryStats();
  const facts = useLooseFacts({ includeFollowedUp: false });
  const deletes = useDeleteActions();
  useDashboardErrorToast([profile.error, conversations.error, stories.error, stats.error, facts.error], describeError);
  // SPEC: the contributor's Sign Out ends on /login, which is not a route (the 404 page).
  const signOut = useDashboardSignOut('/login');

  if (profile.isLoading && conversations.isLoading && stories.isLoading && stats.isLoading) return <PageLoading text={LOADING} />;

  return (
    <div className={layout.page}>
      <DashboardHeader
        dashboard="contributor"
        userName={profile.data?.userName}
        email={profile.data?.email ?? user.email}
        subjectName={profile.data?.subjectName}
        onSignOut={() => void signOut()}
      />
      <StatCards conversations={conversations.data ?? []} stats={stats.data ?? null} isLoading={conversations.isLoading || stats.isLoading} />
      <StartConversationCard
        title="Share Your Perspective"
        description="Add your own memories of the family to the archive."
        onStart={() => navigate('/chat')}
      />
      <SuggestedTopics />
      <OpenFollowUpItems timeStyle="relative" onAnswered={(id) => navigate(`/chat/${id}`)} />
      <VoiceMemories />
      <ConversationList
        form="contributor"
        conversations={conversations.data ?? []}
        isLoading={conversations.isLoading}
        error={conversations.error?.message ?? null}
        onDelete={deletes.canDeleteConversation ? deletes.conversation : undefined}
      />
      <RecentFamilyStories
        stories={stories.data ?? []}
        total={stats.data?.total_stories ?? stories.data?.length ?? 0}
        href="/stories"
        isLoading={stories.isLoading}
        error={stories.error?.message ?? null}
      />
      <BookCard />
      {profile.data?.subjectName && <SendEncouragement subjectName={profile.data.subjectName} />}
    </div>
  );
}
