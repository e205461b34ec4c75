import { forwardRef, useCallback } from 'react';
import type { Member, MemberRole } from '@kinstory/contract';
import { toast } from '@kinstory/ui';
import { useMemberActions, useMembers, useProfile } from '../api/index.ts';
import { FamilyMembers } from './FamilyMembers.tsx';
import { memberName } from './MemberRow.tsx';
import { roleTexts } from './roles.ts';

/** FamilyMembers over GET /api/members; the controls for admins (the profile's persona). */
export const ArchiveMembers = forwardRef<HTMLElement>(function ArchiveMembers(_props, ref) {
  const { data, error, isLoading } = useMembers();
  const profile = useProfile();
  const { changeRole, remove } = useMemberActions();
  const onChangeRole = useCallback(
    async (member: Member, role: MemberRole) => {
      await changeRole(member.uid, role);
      toast({ title: 'Role changed', description: `${memberName(member)} is now a ${roleTexts[role].label}.` });
    },
    [changeRole],
  );
  const onRemove = useCallback(
    async (member: Member) => {
      await remove(member.uid);
      toast({ title: 'Member removed', description: `${memberName(member)} no longer has access to the family archive.` });
    },
    [remove],
  );
  return (
    <FamilyMembers
      ref={ref}
      members={data ?? []}
      canManage={profile.data?.persona === 'admin'}
      onChangeRole={onChangeRole}
      onRemove={onRemove}
      isLoading={isLoading}
      error={error?.message ?? null}
    />
  );
});
ArchiveMembers.displayName = 'ArchiveMembers';
