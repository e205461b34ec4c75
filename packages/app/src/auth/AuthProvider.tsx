import { createContext, useCallback, useContext, useDeferredValue, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { shouldSignOut } from './authErrors.ts';
import type { AuthService, AuthState } from './AuthService.ts';

interface AuthContextValue {
  state: AuthState;
  service: AuthService;
  /** The ID token for API calls; a disabled account or an expired token signs the user out. */
  getIdToken: () => Promise<string | null>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Gives the app the auth state. `service` is Firebase in the product, in-memory in stories. */
export function AuthProvider({ service, children }: { service: AuthService; children: ReactNode }) {
  const current = useSyncExternalStore(service.subscribe, service.getState, service.getState);
  // The session restored at a page's start (leaving 'loading') mounts the signed-in page's parts: as
  // a deferred value that render is a transition, which yields every few ms instead of holding a slow
  // phone's main thread in one task. A sign-out (even one while that render waits) shows at once.
  const deferred = useDeferredValue(current);
  const state = deferred.status === 'loading' && current.status === 'signedIn' ? deferred : current;
  const getIdToken = useCallback(async () => {
    try {
      return await service.getIdToken();
    } catch (error) {
      if (shouldSignOut(error)) await service.signOut().catch(() => undefined);
      throw error;
    }
  }, [service]);
  const value = useMemo(() => ({ state, service, getIdToken }), [state, service, getIdToken]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth needs an <AuthProvider> above it');
  return value;
}
