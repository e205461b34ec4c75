import { useCallback } from 'react';
import { toast } from '@kinstory/ui';

/**
 * Starts a chat from an item (a follow-up item, a Life map topic): `start` makes the conversation
 * and gives its id, then `onStarted` opens it; when the server refuses, a toast says `failure`.
 */
export function useStartChat<T>(start: (item: T) => Promise<string>, onStarted: (conversationId: string) => void, failure: string) {
  return useCallback(
    async (item: T) => {
      let conversationId: string;
      try {
        conversationId = await start(item);
      } catch {
        toast({ title: 'Error', description: failure, variant: 'destructive' });
        return;
      }
      onStarted(conversationId);
    },
    [start, onStarted, failure],
  );
}
