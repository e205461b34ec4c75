import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  type ActivateStorytellerRequest,
  type CreateInvitationRequest,
  type CreateInvitationResponse,
  errorTexts,
  INVITATION_TOKEN_BYTES,
  INVITATION_TTL_MS,
  type MemberRole,
} from '@kinstory/contract';
import { HttpError } from '../http.ts';
import type { AuthUser } from '../plugins/auth.ts';
import type { Repositories } from '../plugins/db.ts';
import { now } from '../storage/database.ts';
import { toInvitation } from '../storage/repositories/invitations.ts';
import { invitationContinuePath, invitationMailJob } from './mailJobs.ts';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const invitationNotFound = () => new HttpError(404, errorTexts.invitationNotFound);

/**
 * Creates an invitation; the token is returned once and only its hash is stored. One with an
 * e-mail address is also e-mailed, with a sign-in link that opens it: the mail job is enqueued in
 * the same transaction (the caller wakes the job runners).
 */
export async function createInvitation(
  repos: Repositories,
  archiveId: string,
  createdBy: string,
  input: CreateInvitationRequest,
): Promise<CreateInvitationResponse> {
  const token = randomBytes(INVITATION_TOKEN_BYTES).toString('base64url');
  const at = new Date();
  const row = await repos.transaction(async (tx) => {
    const inserted = await repos.invitations.insert(
      {
        id: randomUUID(),
        token_hash: hashToken(token),
        archive_id: archiveId,
        role: input.role,
        name: input.name,
        age: input.age ?? null,
        email: input.email ?? null,
        status: 'pending',
        created_by: createdBy,
        accepted_by: null,
        expires_at: new Date(at.getTime() + INVITATION_TTL_MS).toISOString(),
        created_at: at.toISOString(),
      },
      tx,
    );
    if (inserted.email) await repos.jobs.enqueue(invitationMailJob(inserted, token), tx);
    return inserted;
  });
  return { invitation: toInvitation(row), token, link: invitationContinuePath(token) };
}

export async function findPendingInvitation(repos: Repositories, token: string) {
  const row = await repos.invitations.findUsable(hashToken(token), now());
  if (!row) throw invitationNotFound();
  return row;
}

/**
 * Joins the signed-in user to the invitation's archive, in one transaction. The role comes from the
 * invitation, never from the client.
 */
export async function activateInvitation(
  repos: Repositories,
  user: AuthUser,
  input: ActivateStorytellerRequest,
): Promise<{ archiveId: string; role: MemberRole }> {
  if (input.firebaseUid !== user.uid) throw new HttpError(403, 'This invitation can only be activated by the signed-in user');
  return repos.archives.transaction(async (tx) => {
    // Locks the user's row first (PostgreSQL), so one user's activations run one at a time.
    await repos.archives.upsertUser(user.uid, { email: user.email }, tx);
    const row = await repos.invitations.findUsable(hashToken(input.storytellerId), now(), tx);
    if (!row) throw invitationNotFound();
    const membership = await repos.archives.findMembership(user.uid, tx);
    if (membership) {
      throw new HttpError(409, membership.archiveId === row.archive_id ? 'You are already a member of this archive' : 'You already belong to a family archive');
    }
    if (!(await repos.invitations.accept(row.id, user.uid, tx))) throw invitationNotFound();
    await repos.archives.upsertUser(user.uid, { email: user.email, user_name: input.name }, tx);
    await repos.archives.addMember(row.archive_id, user.uid, row.role, tx);
    return { archiveId: row.archive_id, role: row.role };
  });
}
