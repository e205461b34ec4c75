import {
  type DeleteAccountResponse,
  type DeleteArchiveResponse,
  type DeletedCounts,
  errorTexts,
  type Member,
  type MemberRole,
} from '@kinstory/contract';
import type { Transaction } from 'kysely';
import { HttpError } from '../http.ts';
import type { AuthUser } from '../plugins/auth.ts';
import type { SignInAccounts } from '../plugins/accounts.ts';
import type { Repositories } from '../plugins/db.ts';
import type { Membership } from '../storage/repositories/archives.ts';
import { addCounts, type ItemTable, noneDeleted } from '../storage/repositories/removals.ts';
import type { Database } from '../storage/schema.ts';
import type { Signals } from '../storage/signals.ts';
import { announceLeft } from '../streaming/memoryEvents.ts';
import { forbidden, may, membershipOf, readerOf } from './access.ts';

/**
 * The family in control of its data (issue #15): members and roles, deletes, the account and the
 * archive, each checked against ARCHITECTURE "Who may do what". Ids of another archive answer 404,
 * exactly like missing ones, so nothing tells an outsider they exist.
 */
export const memberNotFound = () => new HttpError(404, 'Member not found');
const conversationNotFound = () => new HttpError(404, 'Conversation not found');
const itemNotFound: Record<ItemTable, () => HttpError> = {
  stories: () => new HttpError(404, 'Story not found'),
  memories: () => new HttpError(404, 'Memory not found'),
  loose_facts: () => new HttpError(404, 'Follow-up item not found'),
};
const lastAdmin = () => new HttpError(409, errorTexts.lastAdmin);

type MemberRow = Awaited<ReturnType<Repositories['archives']['listMembers']>>[number];

/** A member as `viewerRole` may see them: e-mails for admins only. */
export function toMember(row: MemberRow, viewerRole: MemberRole): Member {
  const member: Member = { uid: row.uid, name: row.user_name, role: row.role, joined_at: row.joined_at };
  if (may.seeEmails(viewerRole)) member.email = row.email;
  return member;
}

export function createFamilyService(deps: { repos: Repositories; signals: Signals; signInAccounts: SignInAccounts }) {
  const { repos, signals, signInAccounts } = deps;

  async function memberOrNotFound(user: AuthUser, notFound: () => HttpError): Promise<Membership> {
    const membership = await membershipOf(repos, user);
    if (!membership) throw notFound();
    return membership;
  }

  async function adminOf(user: AuthUser): Promise<Membership> {
    const membership = await memberOrNotFound(user, () => new HttpError(404, errorTexts.noArchive));
    if (!may.manageMembers(membership.role)) throw forbidden();
    return membership;
  }

  /**
   * Inside a membership change's transaction, after the archive is locked: the caller is still an
   * admin (a concurrent change may have demoted them since adminOf), then the target is a member.
   */
  async function lockedTarget(tx: Transaction<Database>, caller: AuthUser, archiveId: string, uid: string): Promise<Membership> {
    await repos.removals.lockArchive(archiveId, tx);
    const self = await repos.archives.findMember(archiveId, caller.uid, tx);
    if (!self || !may.manageMembers(self.role)) throw forbidden();
    const target = await repos.archives.findMember(archiveId, uid, tx);
    if (!target) throw memberNotFound();
    return target;
  }

  /** After a membership changed: every instance forgets the cached one; a member who left loses their streams. */
  async function membershipsChanged(uids: string[], left: boolean) {
    for (const uid of uids) {
      repos.archives.forgetMembership(uid);
      if (left) await announceLeft(signals, uid);
    }
  }

  /** Admins first, then in the order they joined. */
  async function listMembers(user: AuthUser): Promise<Member[]> {
    const membership = await memberOrNotFound(user, () => new HttpError(404, errorTexts.noArchive));
    const rows = await repos.archives.listMembers(membership.archiveId);
    const admins = rows.filter((r) => r.role === 'admin');
    return [...admins, ...rows.filter((r) => r.role !== 'admin')].map((r) => toMember(r, membership.role));
  }

  async function changeRole(user: AuthUser, uid: string, role: MemberRole): Promise<Member> {
    const { archiveId } = await adminOf(user);
    await repos.transaction(async (tx) => {
      const target = await lockedTarget(tx, user, archiveId, uid);
      if (target.role === 'admin' && role !== 'admin' && (await repos.archives.countAdmins(archiveId, tx)) <= 1) throw lastAdmin();
      await repos.archives.setRole(archiveId, uid, role, tx);
    });
    await membershipsChanged([uid], false);
    const row = (await repos.archives.listMembers(archiveId)).find((m) => m.uid === uid);
    if (!row) throw memberNotFound();
    return toMember(row, 'admin');
  }

  async function removeMember(user: AuthUser, uid: string): Promise<void> {
    const { archiveId } = await adminOf(user);
    await repos.transaction(async (tx) => {
      const target = await lockedTarget(tx, user, archiveId, uid);
      if (target.role === 'admin' && (await repos.archives.countAdmins(archiveId, tx)) <= 1) throw lastAdmin();
      await repos.archives.removeMember(archiveId, uid, tx);
    });
    await membershipsChanged([uid], true);
  }

  async function deleteConversation(user: AuthUser, conversationId: string): Promise<DeletedCounts> {
    const membership = await memberOrNotFound(user, conversationNotFound);
    const conversation = await repos.conversations.findInArchive(conversationId, membership.archiveId);
    const own = conversation?.owner_uid === user.uid;
    // Another member's conversation is answered like a missing one, except to an admin (ARCHITECTURE).
    if (!conversation || (!own && membership.role !== 'admin')) throw conversationNotFound();
    if (!may.deleteConversation(membership.role, own)) throw forbidden();
    const deleted = await repos.transaction((tx) => repos.removals.deleteConversation(conversationId, tx));
    if (deleted.conversations === 0) throw conversationNotFound();
    if (deleted.stories > 0) repos.content.forgetStoryLists(membership.archiveId);
    return deleted;
  }

  async function deleteItem(user: AuthUser, table: ItemTable, id: number): Promise<DeletedCounts> {
    const membership = await memberOrNotFound(user, itemNotFound[table]);
    const item = await repos.removals.findItem(table, membership.archiveId, id);
    if (!item) throw itemNotFound[table]();
    // Another's private story is not there for a member who may not see it (404, not 403).
    if (table === 'stories' && !(await repos.corrections.findItem('story', membership.archiveId, id, readerOf(membership, user.uid)))) throw itemNotFound[table]();
    if (!may.deleteItem(membership.role, item.ownerUid === user.uid)) throw forbidden();
    // One transaction: a story goes with its history and its perspectives, or not at all.
    if (!(await repos.transaction((tx) => repos.removals.deleteItem(table, membership.archiveId, id, tx)))) throw itemNotFound[table]();
    if (table === 'stories') repos.content.forgetStoryLists(membership.archiveId);
    return {
      ...noneDeleted(),
      ...(table === 'stories' ? { stories: 1 } : table === 'memories' ? { memories: 1 } : { followUpItems: 1 }),
    };
  }

  async function deleteArchive(user: AuthUser): Promise<DeleteArchiveResponse> {
    const membership = await memberOrNotFound(user, () => new HttpError(404, errorTexts.noArchive));
    if (!may.deleteArchive(membership.role)) throw forbidden();
    const { deleted, memberUids } = await repos.transaction(async (tx) => {
      await repos.removals.lockArchive(membership.archiveId, tx);
      const self = await repos.archives.findMember(membership.archiveId, user.uid, tx);
      if (!self || !may.deleteArchive(self.role)) throw forbidden();
      return repos.removals.deleteArchive(membership.archiveId, tx);
    });
    repos.content.forgetStoryLists(membership.archiveId);
    await membershipsChanged(memberUids, true);
    return { success: true, deleted, members: memberUids.length };
  }

  /**
   * My conversations and what they produced, my membership, my user row, then my sign-in account.
   * The only admin of an archive with other members is refused (409) until they hand the role over
   * or delete the archive; an admin alone in their archive takes it with them. The rows go first:
   * should the sign-in account fail to go, the same request may be sent again.
   */
  async function deleteAccount(user: AuthUser): Promise<DeleteAccountResponse> {
    const { uid } = user;
    const result = await repos.transaction(async (tx) => {
      let deleted = noneDeleted();
      let archiveDeleted = false;
      const found = await repos.archives.findMembership(uid, tx);
      if (found) await repos.removals.lockArchive(found.archiveId, tx);
      // Read again under the lock: a role changed meanwhile counts.
      const membership = found && (await repos.archives.findMember(found.archiveId, uid, tx));
      if (membership?.role === 'admin' && (await repos.archives.countAdmins(membership.archiveId, tx)) <= 1) {
        if ((await repos.archives.countMembers(membership.archiveId, tx)) > 1) throw new HttpError(409, errorTexts.lastAdminAccount);
        deleted = (await repos.removals.deleteArchive(membership.archiveId, tx)).deleted;
        archiveDeleted = true;
      }
      deleted = addCounts(deleted, await repos.removals.deleteConversationsOf(uid, tx));
      const { perspectivesIn } = await repos.removals.deleteUser(uid, tx);
      return { deleted, archiveDeleted, archiveId: membership?.archiveId, perspectivesIn };
    });
    if (result.archiveId && (result.deleted.stories > 0 || result.archiveDeleted)) repos.content.forgetStoryLists(result.archiveId);
    for (const archiveId of result.perspectivesIn) repos.content.forgetStoryLists(archiveId);
    await membershipsChanged([uid], true);
    await signInAccounts.delete(uid).catch(() => {
      throw new HttpError(503, 'Your family archive data was deleted, but your sign-in account could not be removed just now. Please try again.');
    });
    return { success: true, deleted: result.deleted, archiveDeleted: result.archiveDeleted };
  }

  /**
   * Signs the user out on every device: Firebase stops renewing their sessions, and every instance
   * forgets the tokens it verified for them (verified again, they are refused as revoked) and ends
   * their open /events streams.
   */
  async function signOutEverywhere(user: AuthUser): Promise<void> {
    await signInAccounts.revokeSessions(user.uid);
    await membershipsChanged([user.uid], true);
  }

  return { listMembers, changeRole, removeMember, deleteConversation, deleteItem, deleteArchive, deleteAccount, signOutEverywhere };
}
export type FamilyService = ReturnType<typeof createFamilyService>;
