import { useCallback } from 'react';
import { useApiClient } from '@kinstory/features';
import { browserStore } from '../storage.ts';
import { resolveDashboard } from './resolveDashboard.ts';

/** Resolves the signed-in user's dashboard path (landing page, header, /dashboard). */
export function usePersonaDashboard() {
  const api = useApiClient();
  return useCallback(
    () =>
      resolveDashboard({
        fetchPersona: async () => (await api.getProfile()).persona,
        getCachedPersona: browserStore.getCachedPersona,
        setCachedPersona: browserStore.setCachedPersona,
      }),
    [api],
  );
}
