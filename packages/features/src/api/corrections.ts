import { useMemo } from 'react';
import type { MemoryPatch, StoryPatch } from '@kinstory/contract';
import { useApiClient } from './ApiProvider.tsx';
import { useRevalidate, type Resource } from './hooks.ts';

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
    // One object per item, so a card's history is not fetched again on every render.
    const once = <T>(make: (id: string) => T) => {
      const made = new Map<string, T>();
      return (id: string): T => {
        if (!made.has(id)) made.set(id, make(id));
        return made.get(id)!;
      };
    };
    return {
      story: once((id: string) => ({
        save: async (patch: StoryPatch) => {
          await api.patchStory(id, patch);
          await revalidate(...afterStory);
        },
        history: () => api.getStoryRevisions(id).then((r) => r.revisions),
        undo: async (revisionId: string) => {
          await api.undoStoryRevision(id, revisionId);
          await revalidate(...afterStory);
        },
      })),
      memory: once((id: string) => ({
        save: async (patch: MemoryPatch) => {
          await api.patchMemory(id, patch);
          await revalidate(...afterMemory);
        },
        history: () => api.getMemoryRevisions(id).then((r) => r.revisions),
        undo: async (revisionId: string) => {
          await api.undoMemoryRevision(id, revisionId);
          await revalidate(...afterMemory);
        },
      })),
    };
  }, [api, revalidate]);
}
