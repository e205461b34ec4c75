import { memo, useCallback, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { STORIES_LIMIT_DASHBOARD } from '@kinstory/contract';
import {
  ConversationList,
  DashboardHeader,
  FamilyMessagesCard,
  OpenFollowUpItems,
  ProjectCard,
  YourStories,
  useConversations,
  useDeleteActions,
  useLooseFacts,
  useProfile,
  useStories,
  useCorrections,
  mayWrite,
  maySeePrivate,
  isStoryteller,
  useStoryExtras,
  useStoryStats,
  VoiceMemories,
} from '@kinstory/features';
import { PageLoading } from '../app/RequireAuth.tsx';
import { useAuth } from '../auth/AuthProvider.tsx';
import type { AuthUser } from '../auth/AuthService.ts';
import { browserStore, type CachedDashboardHeader } from '../storage.ts';
import { StartConversationCard } from './StartConversationCard.tsx';
import { dashboardErrorText, useDashboardErrorToast } from './useDashboardErrorToast.ts';
import { useDashboardSignOut } from './useDashboardSignOut.ts';
import * as layout from '../app/layout.css.ts';

export const LOADING_DASHBOARD = 'Loading your dashboard...';
const LOAD_FAILED = 'Failed to load your data. Please try again.';

/**
 * The storyteller and admin dashboards: the same sections; the admin's adds the Family card.
 *
 * The page's frame (its header, the Start card) shows at once, with 'Loading your dashboard...'
 * where the sections will be, while the sign-in is checked and then while the first data is out.
 * The header shows the name from the last visit (see `cachedDashboardHeader`), or grey lines on a
 * first visit. Signed out, it goes to /auth.
 */
export function FamilyDashboard({ kind, children }: { kind: 'storyteller' | 'admin'; children?: ReactNode }) {
  const { state } = useAuth();
  const navigate = useNavigate();
  const signOut = useDashboardSignOut('/auth');
  const startNew = useCallback(() => navigate(`/chat/${crypto.randomUUID()}`), [navigate]);
  const [cached] = useState(() => browserStore.getDashboardHeader());
  // The restored session mounts every section: as a deferred value that work is a transition,
  // which yields to the browser every few ms rather than holding a slow phone's main thread.
  const user = useDeferredValue(state.status === 'signedIn' ? state.user : null);
  if (state.status === 'signedOut') return <Navigate to="/auth" replace />;
  const onSignOut = () => void signOut();
  // One tree in every state: the Start card stays mounted (and in place) as the page fills in.
  return (
    <div className={layout.page}>
      {user ? (
        <ProfileHeader kind={kind} user={user} cached={cached?.uid === user.uid ? cached : null} onSignOut={onSignOut} />
      ) : (
        <DashboardHeader dashboard={kind} {...(cached ? headerTexts(cached) : { loading: true })} onSignOut={onSignOut} />
      )}
      <StartConversationCard
        title="Start a New Conversation"
        description="Click below to begin capturing precious memories with AI-powered conversation"
        onStart={startNew}
      />
      {user ? (
        <Sections onStartNew={startNew}>{children}</Sections>
      ) : (
        <PageLoading text={LOADING_DASHBOARD} />
      )}
    </div>
  );
}

const describeError = (error: unknown) => dashboardErrorText(error, LOAD_FAILED);

/**
 * The header's texts: the profile once it answers, the last visit's until then (same user only),
 * grey lines on a first visit; the fallback texts of SPEC §2 when the profile could not be loaded.
 */
function ProfileHeader({
  kind,
  user,
  cached,
  onSignOut,
}: {
  kind: 'storyteller' | 'admin';
  user: AuthUser;
  /** This user's header from the last visit. */
  cached: CachedDashboardHeader | null;
  onSignOut: () => void;
}) {
  const { data, isLoading } = useProfile();
  useEffect(() => {
    if (data) browserStore.setDashboardHeader({ uid: user.uid, userName: data.userName, email: data.email, subjectName: data.subjectName });
  }, [data, user.uid]);
  const header = data
    ? { userName: data.userName, email: data.email ?? user.email, subjectName: data.subjectName }
    : isLoading
      ? cached
        ? headerTexts(cached)
        : { loading: true, email: user.email }
      : { email: user.email };
  return <DashboardHeader dashboard={kind} {...header} onSignOut={onSignOut} />;
}

const headerTexts = ({ userName, email, subjectName }: CachedDashboardHeader) => ({ userName, email, subjectName });

function Sections({ onStartNew, children }: { onStartNew: () => void; children?: ReactNode }) {
  const navigate = useNavigate();
  const profile = useProfile();
  const conversations = useConversations();
  const stories = useStories({ limit: STORIES_LIMIT_DASHBOARD });
  const stats = useStoryStats();
  const facts = useLooseFacts({ includeFollowedUp: false });
  const deletes = useDeleteActions();
  const corrections = useCorrections();
  const persona = profile.data?.persona;
  // SPEC §2 lists the archive's memories among these calls; the dashboards show nothing of them, and
  // reading every memory of a large archive on each visit made the page's cost grow with it (#13).
  useDashboardErrorToast([profile.error, conversations.error, stories.error, stats.error, facts.error], describeError);
  const answer = useCallback((id: string) => navigate(`/chat/${id}`), [navigate]);
  const storyExtras = useStoryExtras(answer);
  // Mounting every section is the page's biggest piece of work. SWR's answers are urgent updates,
  // done in one task; as a deferred value the mount is a transition that yields every few ms.
  const waiting = useDeferredValue(profile.isLoading && conversations.isLoading);
  if (waiting) return <PageLoading text={LOADING_DASHBOARD} />;

  return (
    <>
      {children}
      <FamilyMessagesCard announce={isStoryteller(persona)} />
      <Conversations
        conversations={conversations.data ?? NONE}
        onStartNew={onStartNew}
        isLoading={conversations.isLoading}
        error={conversations.error?.message ?? null}
        onDelete={deletes.canDeleteConversation ? deletes.conversation : undefined}
      />
      <Stories
        stories={stories.data ?? NONE}
        isLoading={stories.isLoading}
        error={stories.error?.message ?? null}
        canDelete={deletes.canDeleteExtract}
        onDelete={deletes.story}
        correctStory={mayWrite(persona) ? corrections.story : undefined}
        canMarkPrivate={maySeePrivate(persona)}
        storyExtras={storyExtras}
      />
      <FollowUps onAnswered={answer} />
      {mayWrite(persona) && <VoiceMemories />}
      <Project
        subjectName={profile.data?.subjectName}
        subjectRelation={profile.data?.subjectRelation}
        initialTopics={profile.data?.initialTopics ?? NONE}
      />
    </>
  );
}

// Each answer of the dashboard's five calls renders the dashboard again; a section whose own data
// did not change is skipped (its buttons are the costly part on a slow phone).
const NONE: never[] = [];
const Conversations = memo(ConversationList);
const Stories = memo(YourStories);
const FollowUps = memo(OpenFollowUpItems);
const Project = memo(ProjectCard);
