import { forwardRef, useId } from 'react';
import type { Member, MemberRole } from '@kinstory/contract';
import * as blocks from '../shared/blocks.css.ts';
import { LoadState } from '../shared/LoadState.tsx';
import { MemberRow } from './MemberRow.tsx';
import * as css from './FamilyMembers.css.ts';

export interface FamilyMembersProps {
  members: readonly Member[];
  /** The reader is an admin: e-mails, role selects and Remove. @default false */
  canManage?: boolean;
  onChangeRole: (member: Member, role: MemberRole) => Promise<void>;
  onRemove: (member: Member) => Promise<void>;
  /** @default false */
  isLoading?: boolean;
  error?: string | null;
}

/** The archive's members in the Family card: names and roles for everyone, the controls for admins. */
export const FamilyMembers = forwardRef<HTMLElement, FamilyMembersProps>(function FamilyMembers(
  { members, canManage = false, onChangeRole, onRemove, isLoading = false, error = null },
  ref,
) {
  const titleId = useId();
  const admins = members.filter((member) => member.role === 'admin').length;
  return (
    <section ref={ref} aria-labelledby={titleId} aria-busy={isLoading || undefined} className={blocks.list}>
      <h3 id={titleId} className={css.heading}>
        Members
      </h3>
      <LoadState isLoading={isLoading} error={error} />
      <ul className={blocks.list}>
        {members.map((member) => (
          <MemberRow
            key={member.uid}
            member={member}
            canManage={canManage}
            isLastAdmin={member.role === 'admin' && admins === 1}
            onChangeRole={onChangeRole}
            onRemove={onRemove}
          />
        ))}
      </ul>
    </section>
  );
});
FamilyMembers.displayName = 'FamilyMembers';
