import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { StoryContext } from 'storybook/internal/csf';
import type {} from 'msw-storybook-addon';
import { handlers } from '@kinstory/mocks';
import { THEME_STORAGE_KEY, ThemeProvider, toastStore } from '@kinstory/ui';
import { AppShell } from '../app/AppShell.tsx';
import { appRoutes, preloadAllRoutes } from '../app/router.tsx';
import { createMemoryAuthService, type MemoryAuthOptions } from '../auth/memoryAuthService.ts';
import { storageKeys } from '../storage.ts';

export interface AppStoryProps extends MemoryAuthOptions {
  /** Where the app opens, e.g. '/auth?mode=signup'. */
  path: string;
}

/** The auth service of the story being rendered, so a play function can look inside it. */
export let storyAuth: ReturnType<typeof createMemoryAuthService> | null = null;

export const signedInUser = { uid: 'u-grace', email: 'grace@example.com' };

/**
 * The whole app at one path, with an in-memory sign-in and a fresh SWR cache: page stories render
 * the real route table (a memory router over routes.ts), header and toasts, against MSW.
 */
export function AppStory({ path, ...auth }: AppStoryProps) {
  const [router] = useState(() => {
    const service = (storyAuth = createMemoryAuthService(auth));
    const layout = (
      <>
        <AppShell auth={service} swr={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }} />
        <LocationProbe />
      </>
    );
    return createMemoryRouter(appRoutes(layout), { initialEntries: [path] });
  });
  return (
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}

/** The current location, for play functions that assert a redirect. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div hidden data-testid="location">{`${pathname}${search}`}</div>;
}

/**
 * Before each page story: every call answered by its fixture (a story's own beforeEach wins), no
 * toast or browser-stored item left from the previous story, and ThemeProvider on the toolbar's
 * scheme. Every route's module is loaded first, not only the story's own: plays also navigate, and
 * on a cold dev server a module's transform could otherwise outlast the play's waits.
 */
export async function beforeEachPage({ msw, globals }: Pick<StoryContext, 'msw' | 'globals'>) {
  await preloadAllRoutes();
  msw.use(...handlers);
  toastStore.remove();
  Object.values(storageKeys).forEach((key) => localStorage.removeItem(key));
  const savedScheme = localStorage.getItem(THEME_STORAGE_KEY);
  localStorage.setItem(THEME_STORAGE_KEY, globals.theme === 'dark' ? 'dark' : 'light');
  return () => {
    if (savedScheme === null) localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, savedScheme);
  };
}
