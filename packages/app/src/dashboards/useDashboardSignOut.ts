import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider.tsx';
import { browserStore } from '../storage.ts';

/** A dashboard's own Sign Out: then to `destination`; a failure is only logged (SPEC §8). */
export function useDashboardSignOut(destination: string) {
  const { service } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      browserStore.clearOnSignOut();
      await service.signOut();
      navigate(destination);
    } catch (error) {
      console.error('Sign out failed', error);
    }
  }, [destination, navigate, service]);
}
