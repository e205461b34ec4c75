import { Suspense, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useProfile } from '@kinstory/features';
import { lazyAfterFirstPaint } from '../../app/firstPaint.ts';
import { FamilyDashboard } from '../../dashboards/FamilyDashboard.tsx';

// The admin's own cards show only once the dashboard has its data (and on a phone far below the
// first screen): their code loads after the first paint, not with the page before it.
const loadCards = () => import('./AdminCards.tsx');
const AdminMain = lazyAfterFirstPaint(() => loadCards().then(({ AdminMain }) => AdminMain));
const AdminSide = lazyAfterFirstPaint(() => loadCards().then(({ AdminSide }) => AdminSide));

/**
 * /admin-dashboard: the storyteller dashboard's sections plus the Family card, the weekly question
 * (issue #20), the Life map (SPEC §2, issue #18), the book and the export (issue #16). The Life
 * map follows the stories in the main column; the family's running work (the Family card, the
 * weekly question) and the keepsakes end the side column, so the two columns end near each other.
 */
export default function AdminDashboard() {
  const navigate = useNavigate();
  const openChat = useCallback((conversationId: string) => navigate(`/chat/${conversationId}`), [navigate]);
  // A contributor lands here too (SPEC §4); the weekly question is the admin's (the server refuses anyone else).
  const isAdmin = useProfile().data?.persona === 'admin';
  return (
    <FamilyDashboard
      kind="admin"
      main={
        <Suspense fallback={null}>
          <AdminMain onStarted={openChat} />
        </Suspense>
      }
      side={
        <Suspense fallback={null}>
          <AdminSide isAdmin={isAdmin} />
        </Suspense>
      }
    />
  );
}
