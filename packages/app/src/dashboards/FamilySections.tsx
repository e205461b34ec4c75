import { memo, useDeferredValue, useMemo, type ReactNode } from 'react';
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
import { LOADING_DASHBOARD } from './loading.ts';
import { dashboardErrorText, useDashboardErrorToast } from './useDashboardErrorToast.ts';

// The storyteller and admin dashboards' sections (FamilyDashboard.tsx), in a module of their own:
// they show once someone is signed in, so their code does not come with the page's first paint.

const LOAD_FAILED = 'Failed to load your data. Please try again.';

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

export function MainSections({ onAnswer, children }: { onAnswer: (id: string) => void; children?: ReactNode }) {
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
  const storiesNow = useMemo(
    () => ({
      stories: stories.data ?? NONE,
      isLoading: stories.isLoading,
      error: stories.error?.message ?? null,
      canDelete: deletes.canDeleteExtract,
      onDelete: deletes.story,
      correctStory: mayWrite(persona) ? corrections.story : undefined,
      canMarkPrivate: maySeePrivate(persona),
      storyExtras,
    }),
    [stories.data, stories.isLoading, stories.error, deletes.canDeleteExtract, deletes.story, persona, corrections.story, storyExtras],
  );
  // The story cards (each with its buttons) are the dashboard's biggest render: each answer that
  // changes them (the stories, the profile's persona) renders them as a transition, which yields
  // every few ms, instead of in the answer's one urgent task.
  const storiesShown = useDeferredValue(storiesNow);
  const waiting = useWaiting();
  if (waiting) return <PageLoading text={LOADING_DASHBOARD} />;

  return (
    <>
      <Stories {...storiesShown} />
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

export function SideSections({ onStartNew, onAnswer, children }: { onStartNew: () => void; onAnswer: (id: string) => void; children?: ReactNode }) {
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
