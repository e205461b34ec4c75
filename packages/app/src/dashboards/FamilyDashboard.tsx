import { memo, useCallback, useDeferredValue, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { STORIES_LIMIT_DASHBOARD } from '@kinstory/contract';
import {
  ArchiveConversations,
  FamilyMessagesCard,
  OpenFollowUpItems,
  ProjectCard,
  YourStories,
  useConversations,
  useDeleteActions,
  useFollowUpItems,
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
import { DashboardFrame } from './DashboardFrame.tsx';
import { StartConversationCard } from './StartConversationCard.tsx';
import { dashboardErrorText, useDashboardErrorToast } from './useDashboardErrorToast.ts';

export const LOADING_DASHBOARD = 'Loading your dashboard...';
const LOAD_FAILED = 'Failed to load your data. Please try again.';

/**
 * The storyteller and admin dashboards: the same sections, each adding its own cards. The frame
 * (header, Start card) shows at once (see DashboardFrame). The main column holds the family's
 * stories; the side column the family's messages, the conversations and the follow-up items.
 */
export function FamilyDashboard({
  kind,
  main,
  side,
}: {
  kind: 'storyteller' | 'admin';
  /** This dashboard's own cards at the end of the main column. */
  main?: ReactNode;
  /** This dashboard's own cards at the end of the side column. */
  side?: ReactNode;
}) {
  const navigate = useNavigate();
  const startNew = useCallback(() => navigate(`/chat/${crypto.randomUUID()}`), [navigate]);
  const answer = useCallback((id: string) => navigate(`/chat/${id}`), [navigate]);
  return (
    <DashboardFrame
      dashboard={kind}
      loadingText={LOADING_DASHBOARD}
      signOutTo="/auth"
      start={
        <StartConversationCard
          title="Start a New Conversation"
          description="Click below to begin capturing precious memories with AI-powered conversation"
          onStart={startNew}
        />
      }
      main={<MainSections onAnswer={answer}>{main}</MainSections>}
      side={
        <SideSections onStartNew={startNew} onAnswer={answer}>
          {side}
        </SideSections>
      }
    />
  );
}

const describeError = (error: unknown) => dashboardErrorText(error, LOAD_FAILED);

/**
 * Mounting every section is the page's biggest piece of work. SWR's answers are urgent updates,
 * done in one task; as a deferred value the mount is a transition that yields every few ms.
 */
function useWaiting() {
  const profile = useProfile();
  const conversations = useConversations();
  return useDeferredValue(profile.isLoading && conversations.isLoading);
}

function MainSections({ onAnswer, children }: { onAnswer: (id: string) => void; children?: ReactNode }) {
  const profile = useProfile();
  const conversations = useConversations();
  const stories = useStories({ limit: STORIES_LIMIT_DASHBOARD });
  const stats = useStoryStats();
  const followUps = useFollowUpItems({ includeFollowedUp: false });
  const deletes = useDeleteActions();
  const corrections = useCorrections();
  const persona = profile.data?.persona;
  // SPEC §2 lists the archive's memories among these calls; the dashboards show nothing of them, and
  // reading every memory of a large archive on each visit made the page's cost grow with it (#13).
  useDashboardErrorToast([profile.error, conversations.error, stories.error, stats.error, followUps.error], describeError);
  const storyExtras = useStoryExtras(onAnswer);
  const waiting = useWaiting();
  if (waiting) return <PageLoading text={LOADING_DASHBOARD} />;

  return (
    <>
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
      {mayWrite(persona) && <VoiceMemories />}
      <Project
        subjectName={profile.data?.subjectName}
        subjectRelation={profile.data?.subjectRelation}
        initialTopics={profile.data?.initialTopics ?? NONE}
      />
      {children}
    </>
  );
}

function SideSections({ onStartNew, onAnswer, children }: { onStartNew: () => void; onAnswer: (id: string) => void; children?: ReactNode }) {
  const persona = useProfile().data?.persona;
  const waiting = useWaiting();
  // Nothing beside the main column's loading line.
  if (waiting) return null;

  return (
    <>
      <FamilyMessagesCard announce={isStoryteller(persona)} />
      <Conversations onStartNew={onStartNew} />
      <FollowUps onAnswered={onAnswer} />
      {children}
    </>
  );
}

// Each answer of the dashboard's five calls renders the dashboard again; a section whose own data
// did not change is skipped (its buttons are the costly part on a slow phone).
const NONE: never[] = [];
const Conversations = memo(ArchiveConversations);
const Stories = memo(YourStories);
const FollowUps = memo(OpenFollowUpItems);
const Project = memo(ProjectCard);
