import { useCallback } from 'react';
import { useApiClient } from '@kinstory/features';
import { browserStore } from '../storage.ts';

/**
 * Asks our server to e-mail a sign-in link that lands on `continuePath`, and keeps the address in
 * this browser so opening the link here signs in without asking for it (Firebase's same-device rule).
 */
export function useRequestSignInLink() {
  const api = useApiClient();
  return useCallback(
    async (email: string, continuePath: string) => {
      await api.requestSignInLink({ email, continuePath });
      browserStore.setSignInEmail(email);
    },
    [api],
  );
}
