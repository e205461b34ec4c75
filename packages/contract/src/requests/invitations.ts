import * as z from 'zod/mini';
import { memberRoleSchema } from '../profile.ts';
import { ageSchema } from './profile.ts';

/** POST /api/invitations (admin only). */
export const createInvitationRequestSchema = z.strictObject({
  role: memberRoleSchema,
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  age: z.optional(z.nullable(ageSchema)),
  email: z.optional(z.nullable(z.email().check(z.maxLength(320)))),
});
export type CreateInvitationRequest = z.infer<typeof createInvitationRequestSchema>;

export const invitationParamsSchema = z.object({ id: z.uuid({ error: 'id must be a UUID' }) });

/** Tokens are base64url; anything else cannot be one. */
export const invitationTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, { error: 'Invalid invitation token' }));

/** GET /api/onboarding/pending-storyteller/{token}. */
export const pendingStorytellerParamsSchema = z.object({ token: invitationTokenSchema });

/** PUT /api/onboarding/activate-storyteller (SPEC §3 Storyteller activation). */
export const activateStorytellerRequestSchema = z.strictObject({
  storytellerId: invitationTokenSchema,
  firebaseUid: z.string().check(z.minLength(1), z.maxLength(128)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  age: ageSchema,
});
export type ActivateStorytellerRequest = z.infer<typeof activateStorytellerRequestSchema>;
