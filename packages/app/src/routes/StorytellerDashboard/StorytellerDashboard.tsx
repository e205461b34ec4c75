import { BookCard } from '@kinstory/features';
import { FamilyDashboard } from '../../dashboards/FamilyDashboard.tsx';
import { SignInElsewhereCard } from './SignInElsewhereCard.tsx';

/** /storyteller-dashboard and /demo/storyteller (SPEC §2). */
export default function StorytellerDashboard() {
  return <FamilyDashboard kind="storyteller" main={<BookCard />} side={<SignInElsewhereCard />} />;
}
