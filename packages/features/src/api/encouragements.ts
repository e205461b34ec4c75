import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Encouragement } from '@kinstory/contract';
import { useApiClient } from './ApiProvider.tsx';
import { apiKeys, useApiQuery, useApiWrite } from './hooks.ts';

/** GET /api/encouragements: the archive's for storytellers and admins, newest first. */
export const useEncouragements = () => useApiQuery(apiKeys.encouragements, (api) => api.getEncouragements().then((r) => r.encouragements));

/** Sends a note to the storyteller; the lists that show it are asked again. */
export const useSendEncouragement = () => useApiWrite((api, text: string) => api.sendEncouragement(text).then((r) => r.encouragement), 'encouragements');

/**
 * The storyteller has seen every message: marked at once in the cached list (so a dashboard shown
 * again before the server answers does not announce them twice), then on the server.
 */
export function useMarkEncouragementsSeen() {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate<Encouragement[]>(apiKeys.encouragements, (list) => list?.map((e) => ({ ...e, seen: true })), { revalidate: false });
    await api.markEncouragementsSeen();
  }, [api, mutate]);
}
