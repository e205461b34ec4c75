import { useId, useState } from 'react';
import type { Member, MemberRole } from '@kinstory/contract';
import { AlertDialog, Badge, Button, Select } from '@kinstory/ui';
import { shownErrorText } from '../api/index.ts';
import * as blocks from '../shared/blocks.css.ts';
import { roleLabel, roleOrder, roleTexts } from './roles.ts';
import * as css from './FamilyMembers.css.ts';

export interface MemberRowProps {
  member: Member;
  /** The viewer of the list is an admin: they see e-mails and may change roles and remove. */
  canManage: boolean;
  /** This member is the archive's only admin: their role and membership cannot change. */
  isLastAdmin: boolean;
  onChangeRole: (member: Member, role: MemberRole) => Promise<void>;
  onRemove: (member: Member) => Promise<void>;
}

export const memberName = (member: Pick<Member, 'name'>) => member.name ?? 'Unnamed member';

/** One member: name, role, and for an admin the e-mail, a role select and Remove, each confirmed. */
export function MemberRow({ member, canManage, isLastAdmin, onChangeRole, onRemove }: MemberRowProps) {
  const reasonId = useId();
  const [newRole, setNewRole] = useState<MemberRole | null>(null);
  const name = memberName(member);
  const describedBy = isLastAdmin ? reasonId : undefined;
  return (
    <li className={blocks.item}>
      <div className={blocks.itemBody}>
        <div className={blocks.row}>
          <strong className={css.name}>{name}</strong>
          {!canManage && <Badge tone={member.role === 'admin' ? 'accent' : 'neutral'}>{roleLabel(member.role)}</Badge>}
        </div>
        {canManage && member.email && <span className={blocks.muted}>{member.email}</span>}
        {canManage && isLastAdmin && (
          <p id={reasonId} className={blocks.muted}>
            {name} is the only admin: make another member admin first, then this role can change.
          </p>
        )}
      </div>
      {canManage && (
        <div className={css.controls}>
          <Select
            aria-label={`Role of ${name}`}
            aria-describedby={describedBy}
            value={newRole ?? member.role}
            disabled={isLastAdmin}
            onChange={(event) => setNewRole(event.target.value as MemberRole)}
          >
            {roleOrder.map((role) => (
              <option key={role} value={role}>
                {roleTexts[role].label}
              </option>
            ))}
          </Select>
          <AlertDialog
            trigger={
              <Button variant="outline" aria-label={`Remove ${name}`} aria-describedby={describedBy} isDisabled={isLastAdmin}>
                Remove
              </Button>
            }
            title={`Remove ${name} from the family archive?`}
            confirmLabel="Remove"
            pendingLabel="Removing..."
            onConfirm={() => onRemove(member)}
            describeError={shownErrorText}
          >
            {name} will lose access at once. You can invite them again later.
          </AlertDialog>
        </div>
      )}
      {newRole && (
        <AlertDialog
          isOpen
          onOpenChange={(open) => !open && setNewRole(null)}
          title={`Make ${name} a ${roleTexts[newRole].label}?`}
          confirmLabel="Change role"
          pendingLabel="Changing..."
          tone="default"
          onConfirm={() => onChangeRole(member, newRole)}
          describeError={shownErrorText}
        >
          As a {roleTexts[newRole].label}, {name} {roleTexts[newRole].hint}. The change applies at once.
        </AlertDialog>
      )}
    </li>
  );
}
