import { forwardRef } from 'react';
import type { FollowUpItemEvent, MemoryPatch, StoredMemory, StoryPatch } from '@kinstory/contract';
import { Alert, Collapsible, Skeleton } from '@kinstory/ui';
import { isEmptyMemories, relationshipLabel, type MergedMemories } from '../memories/index.ts';
import { StoryCard } from '../StoryCard/StoryCard.tsx';
import type { ItemCorrections } from '../StoryCard/StoryCorrections.tsx';
import { MemorySection } from './MemorySection.tsx';
import { SavedMemories } from './SavedMemories.tsx';
import type { PanelStory } from './types.ts';
import * as css from './MemoriesPanel.css.ts';

export const NO_MEMORIES = 'No memories or stories extracted yet.';

export interface MemoriesPanelProps {
  memories: MergedMemories;
  /** Stories of this visit, newest first. */
  currentStories: readonly PanelStory[];
  /** Stories saved earlier for this conversation, newest first. */
  previousStories: readonly PanelStory[];
  followUps: readonly FollowUpItemEvent[];
  /** @default false */
  isLoading?: boolean;
  error?: string | null;
  /** Shown when live updates stopped after the last retry. */
  notice?: string | null;
  /** The saved memories one by one, listed with Delete when `onDeleteMemory` is given. */
  savedMemories?: readonly StoredMemory[];
  onDeleteMemory?: (memory: StoredMemory) => Promise<void>;
  /** Confirm, edit, discard and undo a stored story; without it, none. */
  correctStory?: (id: string) => ItemCorrections<StoryPatch>;
  /** Confirm, edit, discard and undo a saved memory; without it, none. */
  correctMemory?: (id: string) => ItemCorrections<MemoryPatch>;
  /** With `correctStory`: 'Make private' on stories (admins and storytellers). @default false */
  canMarkPrivate?: boolean;
}

/** The chat's side panel 'Extracted Memories', top to bottom in SPEC order. */
export const MemoriesPanel = forwardRef<HTMLElement, MemoriesPanelProps>(function MemoriesPanel(
  { memories, currentStories, previousStories, followUps, isLoading = false, error = null, notice = null, savedMemories = [], onDeleteMemory, correctStory, correctMemory, canMarkPrivate = false },
  ref,
) {
  const isEmpty = isEmptyMemories(memories) && currentStories.length + previousStories.length + followUps.length === 0;
  return (
    <aside ref={ref} className={css.root} aria-labelledby="extracted-memories" aria-busy={isLoading || undefined}>
      <h2 id="extracted-memories" className={css.heading}>
        Extracted Memories
      </h2>
      {notice && <p className={css.muted}>{notice}</p>}
      {error && <Alert>{error}</Alert>}
      {isLoading && <Skeleton shape="block" style={{ height: '6rem' }} />}
      {!isLoading && !error && isEmpty && <p className={css.muted}>{NO_MEMORIES}</p>}
      {memories.narrator && (
        <section className={css.section} aria-label="Narrator">
          <h3 className={css.sectionHeading}>Narrator</h3>
          <p className={css.text}>{memories.narrator}</p>
        </section>
      )}
      {currentStories.length > 0 && (
        <Collapsible title={`Current Stories (${currentStories.length})`} defaultExpanded>
          <StoryStack stories={currentStories} correctStory={correctStory} canMarkPrivate={canMarkPrivate} />
        </Collapsible>
      )}
      {previousStories.length > 0 && (
        <Collapsible title={`Previous Stories (${previousStories.length})`} defaultExpanded>
          <StoryStack stories={previousStories} correctStory={correctStory} canMarkPrivate={canMarkPrivate} />
        </Collapsible>
      )}
      {followUps.length > 0 && (
        <Collapsible title={`Facts to Explore (${followUps.length})`}>
          <ul className={css.stack}>
            {followUps.map((item, i) => (
              <li key={item.id ?? `${item.value}-${i}`} className={css.fact}>
                <strong>{item.value}</strong>
                <span>{item.suggestedPrompt}</span>
              </li>
            ))}
          </ul>
        </Collapsible>
      )}
      {(onDeleteMemory || correctMemory) && <SavedMemories memories={savedMemories} onDelete={onDeleteMemory} correctMemory={correctMemory} />}
      <MemorySection title="People" items={memories.people} />
      <MemorySection title="Dates" items={memories.dates} />
      <MemorySection title="Places" items={memories.places} />
      <MemorySection title="Relationships" items={memories.relationships.map(relationshipLabel)} asChips={false} />
      <MemorySection title="Events" items={memories.events} asChips={false} />
    </aside>
  );
});
MemoriesPanel.displayName = 'MemoriesPanel';

function StoryStack({
  stories,
  correctStory,
  canMarkPrivate,
}: {
  stories: readonly PanelStory[];
  correctStory?: (id: string) => ItemCorrections<StoryPatch>;
  canMarkPrivate: boolean;
}) {
  return (
    <ul className={css.stack}>
      {stories.map(({ key, ...story }) => (
        <li key={key}>
          <StoryCard story={story} corrections={story.id && story.status ? correctStory?.(story.id) : undefined} canMarkPrivate={canMarkPrivate} />
        </li>
      ))}
    </ul>
  );
}
