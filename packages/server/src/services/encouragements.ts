import { type Encouragement, errorTexts } from '@kinstory/contract';
import { HttpError } from '../http.ts';
import type { AuthUser } from '../plugins/auth.ts';
import type { Repositories } from '../plugins/db.ts';
import { forbidden, may, membershipOf } from './access.ts';

/**
 * Encouragement for the storyteller (issue #17, ARCHITECTURE "Who may do what"): admins,
 * contributors and viewers send it; storytellers and admins read the archive's, the others read
 * what they sent; the storyteller marks it seen (their dashboard's toast shows what is unseen).
 */
export function createEncouragementsService(deps: { repos: Repositories }) {
  const { repos } = deps;

  async function memberOf(user: AuthUser) {
    const membership = await membershipOf(repos, user);
    if (!membership) throw new HttpError(404, errorTexts.noArchive);
    return membership;
  }

  async function send(user: AuthUser, text: string): Promise<Encouragement> {
    const { archiveId, role } = await memberOf(user);
    if (!may.sendEncouragement(role)) throw forbidden();
    return repos.encouragements.add(archiveId, user.uid, text);
  }

  /** No archive yet: nothing sent or received. */
  async function list(user: AuthUser): Promise<Encouragement[]> {
    const membership = await membershipOf(repos, user);
    if (!membership) return [];
    return repos.encouragements.list(membership.archiveId, may.readEncouragements(membership.role) ? undefined : user.uid);
  }

  async function markSeen(user: AuthUser): Promise<number> {
    const { archiveId, role } = await memberOf(user);
    if (!may.markEncouragementSeen(role)) throw forbidden();
    return repos.encouragements.markSeen(archiveId);
  }

  return { send, list, markSeen };
}
