import * as z from 'zod/mini';
import { rowIdSchema } from '../common.ts';
import { memberRoleSchema } from '../profile.ts';

/** PATCH /api/members/{uid} and DELETE /api/members/{uid}. */
export const memberParamsSchema = z.object({ uid: z.string().check(z.minLength(1), z.maxLength(128)) });

/** PATCH /api/members/{uid} (admin). The last admin cannot be demoted. */
export const updateMemberRoleRequestSchema = z.strictObject({ role: memberRoleSchema });
export type UpdateMemberRoleRequest = z.infer<typeof updateMemberRoleRequestSchema>;

/** DELETE /api/stories/{storyId} (admin, or the storyteller for a story of their own conversation). */
export const storyParamsSchema = z.object({ storyId: rowIdSchema });
/** DELETE /api/memories/{memoryId} (admin, or the storyteller for their own). */
export const memoryParamsSchema = z.object({ memoryId: rowIdSchema });
/** DELETE /api/loose-facts/{factId} (admin, or the storyteller for their own) uses followUpItemParamsSchema. */
