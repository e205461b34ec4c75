import type { ReactNode } from 'react';
import type { createBrowserRouter, RouteObject } from 'react-router-dom';
import { PageLoading } from './RequireAuth.tsx';
import { pageRoutes } from './routes.ts';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/** What a page shows until its chunk is in, the first time (the router's initial load). */
function PageChunkLoading() {
  return <PageLoading text="Loading..." />;
}

/**
 * The route table (routes.ts) under one layout route: `layout` is the app's frame (AppShell: the
 * header, the toasts, the page in an <Outlet />), kept across navigations. A navigation to a page
 * whose chunk is not in yet keeps the current page until it is.
 */
export function appRoutes(layout: ReactNode): RouteObject[] {
  return [
    {
      element: layout,
      children: pageRoutes.map(({ path, lazy }) => ({ path, lazy, HydrateFallback: PageChunkLoading })),
    },
  ];
}

/**
 * Settles once the router has loaded the first page's chunk (a chunk that fails to load is the
 * route's error to show), so the first render is the page itself rather than 'Loading...'.
 */
export function routerReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Loads every page's chunk ahead (the page stories: a play that navigates finds its page ready). */
export async function preloadAllRoutes(): Promise<void> {
  await Promise.all(pageRoutes.map((route) => route.lazy()));
}
