import { BookCard, DownloadEverythingCard, OpenLifeMap, OpenWeeklyQuestion } from '@kinstory/features';
import { FamilyCard } from './FamilyCard.tsx';

/** The Life map, at the end of the admin dashboard's main column. */
export function AdminMain({ onStarted }: { onStarted: (conversationId: string) => void }) {
  return <OpenLifeMap onStarted={onStarted} />;
}

/** The family's running work (the Family card, the weekly question) and the keepsakes, at the end of the side column. */
export function AdminSide({ isAdmin }: { isAdmin: boolean }) {
  return (
    <>
      <FamilyCard />
      {isAdmin && <OpenWeeklyQuestion />}
      <BookCard />
      <DownloadEverythingCard />
    </>
  );
}
