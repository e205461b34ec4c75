import { forwardRef, useMemo } from 'react';
import { useCorrections, useMemories, useProfile, useStories } from '../api/index.ts';
import { useLiveMemories, LIVE_UPDATES_OFF, type UseLiveMemoriesOptions } from '../LiveMemories/useLiveMemories.ts';
import { mergeMemory, mergeMemories } from '../memories/index.ts';
import { mayWrite, maySeePrivate } from '../shared/rights.ts';
import { useDeleteActions } from '../shared/useDeleteActions.ts';
import { MemoriesPanel } from './MemoriesPanel.tsx';

export interface ConversationMemoriesPanelProps extends Omit<UseLiveMemoriesOptions, 'conversationId'> {
  conversationId: string;
}

/** What the memory event stream added in this visit (useLiveMemories). */
export type LiveMemories = ReturnType<typeof useLiveMemories>;

/**
 * The panel for one conversation: its saved memories and previous stories (newest first), plus
 * what the memory event stream (and the chat stream's memories, `streamedMemories`) adds while the
 * storyteller talks.
 */
export const ConversationMemoriesPanel = forwardRef<HTMLElement, ConversationMemoriesPanelProps>(function ConversationMemoriesPanel(
  { conversationId, ...options },
  ref,
) {
  const live = useLiveMemories({ conversationId, ...options });
  return <LiveConversationMemoriesPanel ref={ref} conversationId={conversationId} live={live} />;
});
ConversationMemoriesPanel.displayName = 'ConversationMemoriesPanel';

/**
 * The same panel, for a page that follows the event stream itself (`live`): the chat subscribes
 * from its first render, so nothing of this visit is missed while the panel's own code loads.
 */
export const LiveConversationMemoriesPanel = forwardRef<HTMLElement, { conversationId: string; live: LiveMemories }>(function LiveConversationMemoriesPanel(
  { conversationId, live: added },
  ref,
) {
  const saved = useMemories(conversationId);
  const previous = useStories({ conversationId, sortBy: 'created_at', sortOrder: 'DESC' });
  const deletes = useDeleteActions();
  const corrections = useCorrections();
  const persona = useProfile().data?.persona;

  // Saved first, then what arrived live (a MergedMemories is itself a valid memory payload).
  const memories = useMemo(() => mergeMemory(mergeMemories((saved.data ?? []).map((m) => m.payload)), added.memories), [saved.data, added.memories]);
  const previousStories = useMemo(() => (previous.data ?? []).map((story) => ({ ...story, key: `${story.extraction_source}:${story.id}` })), [previous.data]);
  // A story of this visit is a draft until someone confirms it; once stored, its status is the list's.
  const currentStories = useMemo(() => {
    const stored = new Map((previous.data ?? []).map((s) => [s.id, s.status]));
    return added.stories.map((story) => (story.id ? { ...story, status: stored.get(story.id) ?? ('draft' as const) } : story));
  }, [added.stories, previous.data]);

  return (
    <MemoriesPanel
      ref={ref}
      memories={memories}
      currentStories={currentStories}
      previousStories={previousStories}
      followUps={added.followUps}
      isLoading={saved.isLoading || previous.isLoading}
      error={saved.error?.message ?? previous.error?.message ?? null}
      notice={added.disabled ? LIVE_UPDATES_OFF : null}
      savedMemories={saved.data}
      onDeleteMemory={deletes.canDeleteExtract(conversationId) ? deletes.memory : undefined}
      correctStory={mayWrite(persona) ? corrections.story : undefined}
      correctMemory={mayWrite(persona) ? corrections.memory : undefined}
      canMarkPrivate={maySeePrivate(persona)}
    />
  );
});
LiveConversationMemoriesPanel.displayName = 'LiveConversationMemoriesPanel';
