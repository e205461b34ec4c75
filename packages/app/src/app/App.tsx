import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from '@kinstory/ui';
import type { AuthService } from '../auth/AuthService.ts';
import { AppShell } from './AppShell.tsx';
import { appRoutes } from './router.tsx';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser's router over the route table, its frame signed in with `auth`. Created once, before
 * the first render: it starts loading the current page's chunk at once (see routerReady).
 */
export function createAppRouter(auth: AuthService): AppRouter {
  return createBrowserRouter(appRoutes(<AppShell auth={auth} />));
}

/** The whole app in the browser. */
export function App({ router }: { router: AppRouter }) {
  return (
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
