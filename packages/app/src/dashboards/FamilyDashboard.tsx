import { useCallback, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { STORIES_LIMIT_DASHBOARD } from '@kinstory/contract';
import {
  ConversationList,
  DashboardHeader,
  OpenFollowUpItems,
  ProjectCard,
  YourStories,
  useConversations,
  useLooseFacts,
  useMemories,
  useProfile,
  useStories,
  useStoryStats,
} from '@kinstory/features';
import { RequireAuth, PageLoading } from '../app/RequireAuth.tsx';
import type { AuthUser } from '../auth/AuthService.ts';
import { StartConversationCard } from './StartConversationCard.tsx';
import { dashboardErrorText, useDashboardErrorToast } from './useDashboardErrorToast.ts';
import { useDashboardSignOut } from './useDashboardSignOut.ts';
import * as layout from '../app/layout.css.ts';

export const LOADING_DASHBOARD = 'Loading your dashboard...';
const LOAD_FAILED = 'Failed to load your data. Please try again.';

/** The storyteller and admin dashboards: the same sections; the admin's adds the Family card. */
export function FamilyDashboard({ kind, children }: { kind: 'storyteller' | 'admin'; children?: ReactNode }) {
  return <RequireAuth loadingText={LOADING_DASHBOARD}>{(user) => <Sections kind={kind} user={user}>{children}</Sections>}</RequireAuth>;
}

const describeError = (error: unknown) => dashboardErrorText(error, LOAD_FAILED);

function Sections({ kind, user, children }: { kind: 'storyteller' | 'admin'; user: AuthUser; children?: ReactNode }) {
  const navigate = useNavigate();
  const profile = useProfile();
  const conversations = useConversations();
  const memories = useMemories();
  const stories = useStories({ limit: STORIES_LIMIT_DASHBOARD });
  const stats = useStoryStats();
  const facts = useLooseFacts({ includeFollowedUp: false });
  useDashboardErrorToast([profile.error, conversations.error, memories.error, stories.error, stats.error, facts.error], describeError);
  const signOut = useDashboardSignOut('/auth');
  const startNew = useCallback(() => navigate(`/chat/${crypto.randomUUID()}`), [navigate]);

  if (profile.isLoading && conversations.isLoading) return <PageLoading text={LOADING_DASHBOARD} />;

  return (
    <div className={layout.page}>
      <DashboardHeader
        dashboard={kind}
        userName={profile.data?.userName}
        email={profile.data?.email ?? user.email}
        subjectName={profile.data?.subjectName}
        onSignOut={() => void signOut()}
      />
      <StartConversationCard
        title="Start a New Conversation"
        description="Click below to begin capturing precious memories with AI-powered conversation"
        onStart={startNew}
      />
      {children}
      <ConversationList
        conversations={conversations.data ?? []}
        onStartNew={startNew}
        isLoading={conversations.isLoading}
        error={conversations.error?.message ?? null}
      />
      <YourStories stories={stories.data ?? []} isLoading={stories.isLoading} error={stories.error?.message ?? null} />
      <OpenFollowUpItems onAnswered={(id) => navigate(`/chat/${id}`)} />
      <ProjectCard
        subjectName={profile.data?.subjectName}
        subjectRelation={profile.data?.subjectRelation}
        initialTopics={profile.data?.initialTopics ?? []}
      />
    </div>
  );
}
