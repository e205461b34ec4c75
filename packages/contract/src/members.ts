import * as z from 'zod/mini';
import { contentCountsSchema, okResponseSchema } from './common.ts';
import { memberRoleSchema } from './profile.ts';

/**
 * A member of the archive as the API shows them. Everyone sees names and roles; `email` is sent
 * to admins only (ARCHITECTURE "Who may do what"), so it is absent for everyone else.
 */
export const memberSchema = z.object({
  uid: z.string(),
  name: z.nullable(z.string()),
  role: memberRoleSchema,
  joined_at: z.string(),
  /** Admins only; null when the member has no e-mail. */
  email: z.optional(z.nullable(z.string())),
});
export type Member = z.infer<typeof memberSchema>;

/** GET /api/members: every member, admins first, then by the time they joined. */
export const memberListResponseSchema = z.object({ members: z.array(memberSchema) });
export type MemberListResponse = z.infer<typeof memberListResponseSchema>;

export const updateMemberRoleResponseSchema = z.extend(okResponseSchema, { member: memberSchema });
export type UpdateMemberRoleResponse = z.infer<typeof updateMemberRoleResponseSchema>;

/** DELETE /api/members/{uid} (admin) answers okResponseSchema; the member keeps their account, with no archive. */

/** What a delete took with it, so the UI can say so afterwards. */
export const deletedCountsSchema = contentCountsSchema;
export type DeletedCounts = z.infer<typeof deletedCountsSchema>;

/**
 * DELETE /api/conversations/{conversationId} (its owner, or an admin), DELETE /api/user,
 * DELETE /api/archive (admin), and the single-row deletes below all answer this.
 */
export const deleteResponseSchema = z.extend(okResponseSchema, { deleted: deletedCountsSchema });
export type DeleteResponse = z.infer<typeof deleteResponseSchema>;

/**
 * DELETE /api/user deletes the caller's conversations and what they produced, their membership,
 * their user row and their sign-in account. An admin alone in their archive takes the archive
 * with them; the only admin of an archive with other members gets 409 lastAdminAccount.
 * `archiveDeleted` says whether the archive went too.
 */
export const deleteAccountResponseSchema = z.extend(deleteResponseSchema, { archiveDeleted: z.boolean() });
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

/** DELETE /api/archive (admin): everything of the archive; members keep their accounts, with no archive. */
export const deleteArchiveResponseSchema = z.extend(deleteResponseSchema, { members: z.int() });
export type DeleteArchiveResponse = z.infer<typeof deleteArchiveResponseSchema>;
