import { useEffect, useMemo, type ReactNode } from 'react';
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router-dom';
import { RouterProvider } from 'react-aria-components';
import { SWRConfig } from 'swr';
import { ApiProvider, useUpdateProfile } from '@kinstory/features';
import { Toaster } from '@kinstory/ui';
import { createLazyApiClient } from '../api/lazyApiClient.ts';
import { AuthProvider, useAuth } from '../auth/AuthProvider.tsx';
import type { AuthService } from '../auth/AuthService.ts';
import { saveStoredOnboarding } from '../onboarding/saveStoredOnboarding.ts';
import { browserStore } from '../storage.ts';
import { Header } from './Header.tsx';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

export interface AppShellProps {
  auth: AuthService;
  /** Extra SWR options (stories pass a fresh cache per story). */
  swr?: Parameters<typeof SWRConfig>[0]['value'];
}

/**
 * The layout route around every page (router.tsx): auth, the API client (its token is the signed-in
 * user's ID token), SWR, react-aria links on the router, the header, the page and the toasts.
 */
export function AppShell({ auth, swr }: AppShellProps) {
  return (
    <AuthProvider service={auth}>
      <ApiLayer swr={swr}>
        <AriaRouter>
          <Header />
          <main>
            <Outlet />
          </main>
          <Toaster />
          <OnboardingSync />
          <ForgetSignedOutUser />
        </AriaRouter>
      </ApiLayer>
    </AuthProvider>
  );
}

function ApiLayer({ swr, children }: { swr?: AppShellProps['swr']; children: ReactNode }) {
  const { getIdToken, service } = useAuth();
  // The real client (and the contract's schemas) loads on the first call.
  const client = useMemo(() => createLazyApiClient({ getToken: getIdToken, fetch: signedOutWhenRefused(service) }), [getIdToken, service]);
  return (
    <SWRConfig value={swr ?? {}}>
      <ApiProvider client={client}>{children}</ApiProvider>
    </SWRConfig>
  );
}

/**
 * A call refused as signed out (401) goes once more with a new token. Refused again, the session
 * has ended on the server (signed out everywhere, the account removed): this device signs out too.
 */
function signedOutWhenRefused(service: AuthService): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    if (response.status !== 401) return response;
    const headers = new Headers(init?.headers);
    if (!headers.has('authorization')) return response;
    const token = await service.refreshSession();
    if (!token) return response;
    headers.set('authorization', `Bearer ${token}`);
    const again = await fetch(input, { ...init, headers });
    if (again.status === 401) await service.signOut();
    return again;
  };
}

function AriaRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to, options) => navigate(to, options)} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}

/** Onboarding data still in the browser after a signed-in visit (a failed save) is sent again. */
function OnboardingSync() {
  const { state } = useAuth();
  const updateProfile = useUpdateProfile();
  const uid = state.status === 'signedIn' ? state.user.uid : null;
  useEffect(() => {
    if (uid) void saveStoredOnboarding(updateProfile);
  }, [uid, updateProfile]);
  return null;
}

/**
 * No one signed in (signed out elsewhere, a disabled account, an expired session): the last user's
 * cached dashboard header and conversation go, so they are never shown while the next visit checks
 * who is there.
 */
function ForgetSignedOutUser() {
  const { state } = useAuth();
  useEffect(() => {
    if (state.status === 'signedOut') browserStore.forgetLastVisit();
  }, [state.status]);
  return null;
}
