import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageLoading } from './RequireAuth.tsx';

// One chunk per route (React.lazy), so the landing page does not wait for the chat or dashboards.
const Landing = lazy(() => import('../routes/Landing/Landing.tsx'));
const Auth = lazy(() => import('../routes/Auth/Auth.tsx'));
const Onboarding = lazy(() => import('../routes/Onboarding/Onboarding.tsx'));
const InvitationActivation = lazy(() => import('../routes/InvitationActivation/InvitationActivation.tsx'));
const DashboardRedirect = lazy(() => import('../routes/DashboardRedirect/DashboardRedirect.tsx'));
const Chat = lazy(() => import('../routes/Chat/Chat.tsx'));
const VideoDemo = lazy(() => import('../routes/VideoDemo/VideoDemo.tsx'));
const Samples = lazy(() => import('../routes/Samples/Samples.tsx'));
const StorytellerDashboard = lazy(() => import('../routes/StorytellerDashboard/StorytellerDashboard.tsx'));
const AdminDashboard = lazy(() => import('../routes/AdminDashboard/AdminDashboard.tsx'));
const ContributorDashboard = lazy(() => import('../routes/ContributorDashboard/ContributorDashboard.tsx'));
const ViewerDashboard = lazy(() => import('../routes/ViewerDashboard/ViewerDashboard.tsx'));
const DemoContributor = lazy(() => import('../routes/DemoContributor/DemoContributor.tsx'));
const DemoAdmin = lazy(() => import('../routes/DemoAdmin/DemoAdmin.tsx'));
const NotFound = lazy(() => import('../routes/NotFound/NotFound.tsx'));

/** The route table of SPEC §2. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading text="Loading..." />}>
      <Routes>
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
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
