import { Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageLoading } from '../../app/RequireAuth.tsx';
import { DashboardFrame } from '../../dashboards/DashboardFrame.tsx';
import { lazyColumns } from '../../dashboards/lazyColumns.ts';
import { StartConversationCard } from '../../dashboards/StartConversationCard.tsx';
import { LOADING } from './texts.ts';

const { MainSections, SideSections } = lazyColumns(() => import('./ContributorSections.tsx'));

/**
 * /contributor-dashboard (SPEC §2): the five calls run in parallel. The frame (header from the last
 * visit, the Share card) shows at once; the main column holds the counts, the conversations and the
 * family's stories, the side column the topics, follow-up items and the rest.
 */
export default function ContributorDashboard() {
  const navigate = useNavigate();
  return (
    <DashboardFrame
      dashboard="contributor"
      loadingText={LOADING}
      // SPEC: the contributor's Sign Out ends on /login, which is not a route (the 404 page).
      signOutTo="/login"
      start={
        <StartConversationCard
          title="Share Your Perspective"
          description="Add your own memories of the family to the archive."
          onStart={() => navigate('/chat')}
        />
      }
      main={
        <Suspense fallback={<PageLoading text={LOADING} />}>
          <MainSections />
        </Suspense>
      }
      side={
        <Suspense fallback={null}>
          <SideSections />
        </Suspense>
      }
    />
  );
}
