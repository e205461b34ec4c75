import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createRoutesFromChildren, matchRoutes, Route, Routes } from 'react-router-dom';
import { PageLoading } from './RequireAuth.tsx';

type RouteModule = { default: ComponentType };
type LazyRoute = LazyExoticComponent<ComponentType> & { preload: () => Promise<RouteModule> };

/** React.lazy that can also be loaded ahead of rendering (preloadRoute). */
function lazyRoute(load: () => Promise<RouteModule>): LazyRoute {
  let loading: Promise<RouteModule> | null = null;
  const once = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return Object.assign(lazy(once), { preload: once });
}

// One chunk per route (React.lazy), so the landing page does not wait for the chat or dashboards.
const Landing = lazyRoute(() => import('../routes/Landing/Landing.tsx'));
const Auth = lazyRoute(() => import('../routes/Auth/Auth.tsx'));
const Onboarding = lazyRoute(() => import('../routes/Onboarding/Onboarding.tsx'));
const InvitationActivation = lazyRoute(() => import('../routes/InvitationActivation/InvitationActivation.tsx'));
const DashboardRedirect = lazyRoute(() => import('../routes/DashboardRedirect/DashboardRedirect.tsx'));
const Chat = lazyRoute(() => import('../routes/Chat/Chat.tsx'));
const VideoDemo = lazyRoute(() => import('../routes/VideoDemo/VideoDemo.tsx'));
const Samples = lazyRoute(() => import('../routes/Samples/Samples.tsx'));
const StorytellerDashboard = lazyRoute(() => import('../routes/StorytellerDashboard/StorytellerDashboard.tsx'));
const AdminDashboard = lazyRoute(() => import('../routes/AdminDashboard/AdminDashboard.tsx'));
const ContributorDashboard = lazyRoute(() => import('../routes/ContributorDashboard/ContributorDashboard.tsx'));
const ViewerDashboard = lazyRoute(() => import('../routes/ViewerDashboard/ViewerDashboard.tsx'));
const DemoContributor = lazyRoute(() => import('../routes/DemoContributor/DemoContributor.tsx'));
const DemoAdmin = lazyRoute(() => import('../routes/DemoAdmin/DemoAdmin.tsx'));
const Account = lazyRoute(() => import('../routes/Account/Account.tsx'));
const Book = lazyRoute(() => import('../routes/Book/Book.tsx'));
const SignInLink = lazyRoute(() => import('../routes/SignInLink/SignInLink.tsx'));
const Answer = lazyRoute(() => import('../routes/Answer/Answer.tsx'));
const NotFound = lazyRoute(() => import('../routes/NotFound/NotFound.tsx'));

/** The route table of SPEC §2. */
const routes = (
  <>
    <Route path="/" element={<Landing />} />
    <Route path="/auth" element={<Auth />} />
    <Route path="/onboarding" element={<Onboarding />} />
    <Route path="/onboarding/storyteller" element={<InvitationActivation />} />
    <Route path="/dashboard" element={<DashboardRedirect />} />
    <Route path="/chat" element={<Chat />} />
    <Route path="/chat/:conversationId" element={<Chat />} />
    <Route path="/video-demo" element={<VideoDemo />} />
    <Route path="/samples" element={<Samples />} />
    <Route path="/storyteller-dashboard" element={<StorytellerDashboard />} />
    <Route path="/admin-dashboard" element={<AdminDashboard />} />
    <Route path="/contributor-dashboard" element={<ContributorDashboard />} />
    <Route path="/viewer-dashboard" element={<ViewerDashboard />} />
    <Route path="/demo/storyteller" element={<StorytellerDashboard />} />
    <Route path="/demo/contributor" element={<DemoContributor />} />
    <Route path="/demo/admin" element={<DemoAdmin />} />
    <Route path="/account" element={<Account />} />
    <Route path="/book" element={<Book />} />
    <Route path="/sign-in/link" element={<SignInLink />} />
    <Route path="/answer/:sendId" element={<Answer />} />
    <Route path="*" element={<NotFound />} />
  </>
);

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading text="Loading..." />}>
      <Routes>{routes}</Routes>
    </Suspense>
  );
}

const routeObjects = createRoutesFromChildren(routes.props.children);

const preloadOf = (route: { element?: unknown }) => (route.element as { type?: Partial<LazyRoute> } | null | undefined)?.type?.preload?.();

/**
 * Loads the module of the route that `pathname` shows. The app awaits it before its first render, so
 * the first paint is the page itself rather than the 'Loading...' fallback and then the page.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  await Promise.all((matchRoutes(routeObjects, pathname) ?? []).map((match) => preloadOf(match.route)));
}

/**
 * Loads every route's module: a story whose play navigates (to /chat after 'Start New Conversation')
 * waits for the target's module too, because the router defers a navigation until a lazy route loads.
 */
export async function preloadAllRoutes(): Promise<void> {
  await Promise.all(routeObjects.map(preloadOf));
}
