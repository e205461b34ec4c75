import { useState, type FormEvent } from 'react';
import { STORYTELLER_AGE_MAX, STORYTELLER_AGE_MIN, type MemberRole } from '@kinstory/contract';
import { ArchiveMembers, RecordingsSetting, roleLabel, roleTexts, useInvitationActions, useInvitations, useProfile } from '@kinstory/features';
import { Alert, Button, Label, Select, TextField, toast } from '@kinstory/ui';
import { SectionCard } from '../../app/SectionCard.tsx';
import { parseAge } from '../../onboarding/validation.ts';
import * as layout from '../../app/layout.css.ts';
import * as css from './FamilyCard.css.ts';

const invitableRoles = ['storyteller', 'contributor', 'viewer'] as const satisfies readonly MemberRole[];

/**
 * The Family card. An admin invites members, copies their link, sees and revokes pending
 * invitations, and manages the members; everyone else who opens the dashboard sees the members'
 * names and roles only (inviting is the admin's, and the server refuses everyone else's call).
 */
export function FamilyCard() {
  const { data: profile } = useProfile();
  const isAdmin = profile?.persona === 'admin';
  return (
    <SectionCard
      title="Family"
      description={isAdmin ? 'Invite your storyteller and family members. Each invitation link works once.' : undefined}
      isRegion
      contentClassName={layout.stack}
    >
      {isAdmin && (
        <>
          <InviteForm />
          <PendingInvitations />
        </>
      )}
      <RecordingsSetting />
      <ArchiveMembers />
    </SectionCard>
  );
}

function InviteForm() {
  const { create } = useInvitationActions();
  const [role, setRole] = useState<MemberRole>('storyteller');
  const [name, setName] = useState('');
  const [age, setAge] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsedAge = age.trim() ? parseAge(age) : null;
    if (!name.trim()) return setError('Please type the name of the person you are inviting.');
    if (age.trim() && parsedAge === null) return setError(`Please enter an age from ${STORYTELLER_AGE_MIN} to ${STORYTELLER_AGE_MAX}, or leave it empty.`);
    setBusy(true);
    try {
      const created = await create({ role, name: name.trim(), age: parsedAge, email: email.trim() || null });
      setLink(new URL(created.link, window.location.origin).href);
      setName('');
      setAge('');
      setEmail('');
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Failed to create the invitation');
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: 'Link copied', description: 'Send it to them by e-mail or text message.' });
    } catch {
      toast({ title: 'Could not copy the link', description: 'Please select the link and copy it by hand.', variant: 'destructive' });
    }
  };

  return (
    <form className={layout.stack} onSubmit={submit} noValidate aria-labelledby="invite-title">
      <h3 id="invite-title" className={css.title}>
        Invite someone
      </h3>
      {error && <Alert>{error}</Alert>}
      <div className={css.field}>
        <Label htmlFor="invite-role">Role</Label>
        <Select id="invite-role" size="lg" value={role} onChange={(event) => setRole(event.target.value as MemberRole)}>
          {invitableRoles.map((r) => (
            <option key={r} value={r}>
              {roleTexts[r].label} ({roleTexts[r].hint})
            </option>
          ))}
        </Select>
      </div>
      <TextField label="Name" name="inviteName" value={name} onChange={setName} isRequired />
      <TextField label="Age" name="inviteAge" type="number" inputMode="numeric" description="Optional" value={age} onChange={setAge} />
      <TextField label="Email" name="inviteEmail" type="email" description="Optional" value={email} onChange={setEmail} />
      <Button type="submit" isDisabled={busy}>
        Create Invitation Link
      </Button>
      {link && (
        <div className={css.link} role="status">
          <p>Invitation link ready:</p>
          <code className={css.code}>{link}</code>
          <Button variant="secondary" onPress={copy}>
            Copy Link
          </Button>
        </div>
      )}
    </form>
  );
}

function PendingInvitations() {
  const { data, error, isLoading } = useInvitations();
  const { revoke } = useInvitationActions();
  const pending = (data ?? []).filter((invitation) => invitation.status === 'pending');

  const onRevoke = async (id: string, name: string) => {
    try {
      await revoke(id);
      toast({ title: 'Invitation revoked', description: `${name}'s link no longer works.` });
    } catch (caught) {
      toast({ title: 'Error', description: caught instanceof Error ? caught.message : 'Failed to revoke the invitation', variant: 'destructive' });
    }
  };

  return (
    <section aria-labelledby="pending-title" className={layout.stack}>
      <h3 id="pending-title" className={css.title}>
        Pending Invitations
      </h3>
      {error && <Alert>{error.message}</Alert>}
      {isLoading && <p className={layout.muted}>Loading invitations...</p>}
      {!isLoading && !error && pending.length === 0 && <p className={layout.muted}>No invitations waiting.</p>}
      <ul className={layout.plainList}>
        {pending.map((invitation) => (
          <li key={invitation.id} className={layout.spread}>
            <span>
              <strong>{invitation.name}</strong> · {roleLabel(invitation.role)}
              {invitation.email ? ` · ${invitation.email}` : ''}
            </span>
            <Button variant="outline" size="sm" aria-label={`Revoke invitation for ${invitation.name}`} onPress={() => onRevoke(invitation.id, invitation.name)}>
              Revoke
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
