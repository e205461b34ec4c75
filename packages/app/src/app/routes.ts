import type { ComponentType } from 'react';

/** A route of the table: its path, its page's module (relative to packages/app) and how to load it. */
export interface PageRoute {
  path: string;
  module: string;
  /** React Router's `lazy`: the page's own chunk, loaded when the route is first matched. */
  lazy: () => Promise<{ Component: ComponentType; handle?: PageHandle }>;
}

/** What the app's frame reads of the current route (React Router's `handle`, see useMatches). */
export interface PageHandle {
  /** Only for someone signed in (a signed-out visitor is sent to /auth): the header keeps a signed-in shape while the session is restored. */
  signedIn?: boolean;
}

const signedIn: PageHandle = { signedIn: true };

/** The page `name` (src/routes/<name>/<name>.tsx), which `load` imports (routes.test.ts checks it does). */
function route(path: string, name: string, load: () => Promise<{ default: ComponentType }>, handle?: PageHandle): PageRoute {
  return { path, module: `src/routes/${name}/${name}.tsx`, lazy: () => load().then((page) => ({ Component: page.default, ...(handle && { handle }) })) };
}

/**
 * The route table of SPEC §2, one chunk per page, so the landing page does not wait for the chat
 * or the dashboards. The app's router (router.tsx), the page stories' memory router, the build's
 * preload table (vite.config.ts) and `npm run bench:bundle` all read this array. It imports no page
 * until a route is loaded, so Node reads it too. '*' (the 404 page) comes last.
 */
export const pageRoutes: readonly PageRoute[] = [
  route('/', 'Landing', () => import('../routes/Landing/Landing.tsx')),
  route('/auth', 'Auth', () => import('../routes/Auth/Auth.tsx')),
  route('/onboarding', 'Onboarding', () => import('../routes/Onboarding/Onboarding.tsx')),
  route('/onboarding/storyteller', 'InvitationActivation', () => import('../routes/InvitationActivation/InvitationActivation.tsx')),
  route('/dashboard', 'DashboardRedirect', () => import('../routes/DashboardRedirect/DashboardRedirect.tsx')),
  route('/chat', 'Chat', () => import('../routes/Chat/Chat.tsx'), signedIn),
  route('/chat/:conversationId', 'Chat', () => import('../routes/Chat/Chat.tsx'), signedIn),
  route('/video-demo', 'VideoDemo', () => import('../routes/VideoDemo/VideoDemo.tsx')),
  route('/samples', 'Samples', () => import('../routes/Samples/Samples.tsx')),
  route('/storyteller-dashboard', 'StorytellerDashboard', () => import('../routes/StorytellerDashboard/StorytellerDashboard.tsx'), signedIn),
  route('/admin-dashboard', 'AdminDashboard', () => import('../routes/AdminDashboard/AdminDashboard.tsx'), signedIn),
  route('/contributor-dashboard', 'ContributorDashboard', () => import('../routes/ContributorDashboard/ContributorDashboard.tsx'), signedIn),
  route('/viewer-dashboard', 'ViewerDashboard', () => import('../routes/ViewerDashboard/ViewerDashboard.tsx'), signedIn),
  route('/demo/storyteller', 'StorytellerDashboard', () => import('../routes/StorytellerDashboard/StorytellerDashboard.tsx'), signedIn),
  route('/demo/contributor', 'DemoContributor', () => import('../routes/DemoContributor/DemoContributor.tsx')),
  route('/demo/admin', 'DemoAdmin', () => import('../routes/DemoAdmin/DemoAdmin.tsx')),
  route('/account', 'Account', () => import('../routes/Account/Account.tsx'), signedIn),
  route('/book', 'Book', () => import('../routes/Book/Book.tsx'), signedIn),
  route('/sign-in/link', 'SignInLink', () => import('../routes/SignInLink/SignInLink.tsx')),
  route('/answer/:sendId', 'Answer', () => import('../routes/Answer/Answer.tsx')),
  route('*', 'NotFound', () => import('../routes/NotFound/NotFound.tsx')),
];
