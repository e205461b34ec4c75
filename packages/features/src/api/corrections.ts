import { useMemo } from 'react';
import type { MemoryPatch, Revision, StoryPatch } from '@kinstory/contract';
import { useApiClient } from './ApiProvider.tsx';
import { useRevalidate, type Resource } from './hooks.ts';

/** What a card may do to its item (issue #17): each call resolves once the lists have refreshed. */
export interface ItemCorrections<P> {
  save(patch: P): Promise<void>;
  history(): Promise<Revision[]>;
  undo(revisionId: string): Promise<void>;
}

const afterStory: Resource[] = ['stories', 'storyStats', 'lifeMap'];
const afterMemory: Resource[] = ['memories', 'storyStats', 'conversations'];

/**
 * Confirm and correct (issue #17): change a story or memory (status or fields), read its history,
 * undo a change. Each change resolves once the lists that show the item have refreshed.
 */
export function useCorrections() {
  const api = useApiClient();
  const revalidate = useRevalidate();
  return useMemo(() => {
    /**
     * One kind's calls, one object per item (so a card's history is not fetched again on every
     * render); a change or an undo refreshes `after`.
     */
    const kind = <P>(calls: { patch: (id: string, patch: P) => Promise<unknown>; history: (id: string) => Promise<{ revisions: Revision[] }>; undo: (id: string, revisionId: string) => Promise<unknown> }, after: Resource[]) => {
      const made = new Map<string, ItemCorrections<P>>();
      const make = (id: string): ItemCorrections<P> => ({
        save: async (patch) => {
          await calls.patch(id, patch);
          await revalidate(...after);
        },
        history: () => calls.history(id).then((r) => r.revisions),
        undo: async (revisionId) => {
          await calls.undo(id, revisionId);
          await revalidate(...after);
        },
      });
      return (id: string): ItemCorrections<P> => {
        if (!made.has(id)) made.set(id, make(id));
        return made.get(id)!;
      };
    };
    return {
      story: kind<StoryPatch>({ patch: api.patchStory, history: api.getStoryRevisions, undo: api.undoStoryRevision }, afterStory),
      memory: kind<MemoryPatch>({ patch: api.patchMemory, history: api.getMemoryRevisions, undo: api.undoMemoryRevision }, afterMemory),
    };
  }, [api, revalidate]);
}
