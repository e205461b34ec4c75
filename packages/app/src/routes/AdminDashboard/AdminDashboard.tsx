import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { BookCard, DownloadEverythingCard, OpenLifeMap } from '@kinstory/features';
import { FamilyDashboard } from '../../dashboards/FamilyDashboard.tsx';
import { FamilyCard } from './FamilyCard.tsx';

/** /admin-dashboard: the storyteller dashboard's sections plus the Family card, the Life map (SPEC §2, issue #18), the book and the export (issue #16). */
export default function AdminDashboard() {
  const navigate = useNavigate();
  const openChat = useCallback((conversationId: string) => navigate(`/chat/${conversationId}`), [navigate]);
  return (
    <FamilyDashboard kind="admin">
      <FamilyCard />
      <OpenLifeMap onStarted={openChat} />
      <BookCard />
      <DownloadEverythingCard />
    </FamilyDashboard>
  );
}
