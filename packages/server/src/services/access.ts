import { errorTexts, type MemberRole } from '@kinstory/contract';
import type { AuthUser } from '../plugins/auth.ts';
import type { Repositories } from '../plugins/db.ts';
import type { Membership } from '../storage/repositories/archives.ts';
import type { StoryReader } from '../storage/repositories/storyVisibility.ts';
import { HttpError } from '../http.ts';

/** ARCHITECTURE "Who may do what". */
export const may = {
  writeConversations: (role: MemberRole) => role !== 'viewer',
  markFollowedUp: (role: MemberRole) => role !== 'viewer',
  manageInvitations: (role: MemberRole) => role === 'admin',
  editArchive: (role: MemberRole) => role === 'admin',
  /** Members' e-mails, changing a role, removing a member; everyone else sees names and roles. */
  manageMembers: (role: MemberRole) => role === 'admin',
  seeEmails: (role: MemberRole) => role === 'admin',
  /** A conversation: an admin any of the archive's; the others who write, their own. */
  deleteConversation: (role: MemberRole, own: boolean) => role === 'admin' || (own && role !== 'viewer'),
  /** A story, memory or follow-up item: an admin any; the storyteller those of their own conversations. */
  deleteItem: (role: MemberRole, own: boolean) => role === 'admin' || (own && role === 'storyteller'),
  deleteArchive: (role: MemberRole) => role === 'admin',
  /** Confirm, correct or discard a story or memory (each change kept as a revision, and undoable). */
  correctItems: (role: MemberRole) => role !== 'viewer',
  /** Mark a story private, and see the private stories others told. */
  seePrivate: (role: MemberRole) => role === 'admin' || role === 'storyteller',
  /** Add one's own perspective to a story one may see. */
  addPerspective: (role: MemberRole) => role !== 'viewer',
  /** Send encouragement to the storyteller. */
  sendEncouragement: (role: MemberRole) => role !== 'storyteller',
  /** Read every encouragement the archive received; the others read those they sent. */
  readEncouragements: (role: MemberRole) => role === 'admin' || role === 'storyteller',
  /** Mark the archive's encouragement seen: it was sent to them. */
  markEncouragementSeen: (role: MemberRole) => role === 'storyteller',
};

/** Who reads the archive's stories (see StoryReader). */
export const readerOf = (membership: Pick<Membership, 'role'>, uid: string): StoryReader => ({ uid, seesPrivate: may.seePrivate(membership.role) });

export function forbidden(): HttpError {
  return new HttpError(403, errorTexts.forbidden);
}

/** The caller's membership, or null when they have no archive yet. */
export async function membershipOf(repos: Repositories, user: AuthUser): Promise<Membership | null> {
  return (await repos.archives.findMembership(user.uid)) ?? null;
}

/**
 * The caller's membership for a write; a user without an archive gets one with themselves as admin
 * (ARCHITECTURE: an archive is created on a user's first write).
 */
export async function membershipForWrite(repos: Repositories, user: AuthUser): Promise<Membership> {
  // The upsert locks the user's row (PostgreSQL), so two first writes by the same user run one
  // after the other and make one archive.
  return repos.archives.transaction(async (tx) => {
    await repos.archives.upsertUser(user.uid, { email: user.email }, tx);
    const existing = await repos.archives.findMembership(user.uid, tx);
    return existing ?? repos.archives.createArchive(user.uid, {}, tx);
  });
}
