import { Suspense, useCallback, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageLoading } from '../app/RequireAuth.tsx';
import { DashboardFrame } from './DashboardFrame.tsx';
import { lazyColumns } from './lazyColumns.ts';
import { LOADING_DASHBOARD } from './loading.ts';
import { StartConversationCard } from './StartConversationCard.tsx';

const { MainSections, SideSections } = lazyColumns(() => import('./FamilySections.tsx'));

/**
 * The storyteller and admin dashboards: the same sections, each adding its own cards. The frame
 * (header, Start card) shows at once (see DashboardFrame). The main column holds the family's
 * stories; the side column the family's messages, the conversations and the follow-up items.
 */
export function FamilyDashboard({
  kind,
  main,
  side,
}: {
  kind: 'storyteller' | 'admin';
  /** This dashboard's own cards at the end of the main column. */
  main?: ReactNode;
  /** This dashboard's own cards at the end of the side column. */
  side?: ReactNode;
}) {
  const navigate = useNavigate();
  const startNew = useCallback(() => navigate(`/chat/${crypto.randomUUID()}`), [navigate]);
  const answer = useCallback((id: string) => navigate(`/chat/${id}`), [navigate]);
  return (
    <DashboardFrame
      dashboard={kind}
      loadingText={LOADING_DASHBOARD}
      signOutTo="/auth"
      start={
        <StartConversationCard
          title="Start a New Conversation"
          description="Click below to begin capturing precious memories with AI-powered conversation"
          onStart={startNew}
        />
      }
      main={
        <Suspense fallback={<PageLoading text={LOADING_DASHBOARD} />}>
          <MainSections onAnswer={answer}>{main}</MainSections>
        </Suspense>
      }
      side={
        <Suspense fallback={null}>
          <SideSections onStartNew={startNew} onAnswer={answer}>
            {side}
          </SideSections>
        </Suspense>
      }
    />
  );
}
