import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { BookCard, DownloadEverythingCard, OpenLifeMap, OpenWeeklyQuestion, useProfile } from '@kinstory/features';
import { FamilyDashboard } from '../../dashboards/FamilyDashboard.tsx';
import { FamilyCard } from './FamilyCard.tsx';

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
      main={<OpenLifeMap onStarted={openChat} />}
      side={
        <>
          <FamilyCard />
          {isAdmin && <OpenWeeklyQuestion />}
          <BookCard />
          <DownloadEverythingCard />
        </>
      }
    />
  );
}
