import { FamilyDashboard } from '../../dashboards/FamilyDashboard.tsx';
import { FamilyCard } from './FamilyCard.tsx';

/** /admin-dashboard: the storyteller dashboard's sections plus the Family card (SPEC §2, ARCHITECTURE invitations). */
export default function AdminDashboard() {
  return (
    <FamilyDashboard kind="admin">
      <FamilyCard />
    </FamilyDashboard>
  );
}
