import { useEffect, type ReactNode } from 'react';
import { useRouteError, type createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Button, LinkButton } from '@kinstory/ui';
import { PageCard } from './PageCard.tsx';
import { PageLoading } from './RequireAuth.tsx';
import { pageRoutes } from './routes.ts';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/** What a page shows until its chunk is in, the first time (the router's initial load). */
function PageChunkLoading() {
  return <PageLoading text="Loading..." />;
}

/** SPEC §8's text for any other failure. */
export const PAGE_FAILED_TEXT = 'Something went wrong. Please try again or refresh the page.';

/**
 * A page that could not load (its chunk, after a deploy or offline) or that threw: SPEC's plain
 * words and a way on, inside the app's frame, instead of the router's developer screen.
 */
export function PageFailed() {
  const error = useRouteError();
  useEffect(() => console.error('A page failed', error), [error]);
  return (
    <PageCard
      title="This page could not be shown"
      text={PAGE_FAILED_TEXT}
      footer={
        <>
          <Button size="lg" onPress={() => window.location.reload()}>
            Refresh the page
          </Button>
          <LinkButton size="lg" variant="outline" href="/">
            Go to Home
          </LinkButton>
        </>
      }
    />
  );
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
      children: pageRoutes.map(({ path, lazy }) => ({ path, lazy, HydrateFallback: PageChunkLoading, ErrorBoundary: PageFailed })),
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
