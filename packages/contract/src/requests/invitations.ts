import { z } from 'zod';
import { memberRoleSchema } from '../profile.ts';
import { ageSchema } from './profile.ts';

/** POST /api/invitations (admin only). */
export const createInvitationRequestSchema = z
  .object({
    role: memberRoleSchema,
    name: z.string().trim().min(1).max(200),
    age: ageSchema.nullable().optional(),
    email: z.email().max(320).nullable().optional(),
  })
  .strict();
export type CreateInvitationRequest = z.infer<typeof createInvitationRequestSchema>;

export const invitationParamsSchema = z.object({ id: z.uuid({ error: 'id must be a UUID' }) });

/** Tokens are base64url; anything else cannot be one. */
export const invitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, { error: 'Invalid invitation token' });

/** GET /api/onboarding/pending-storyteller/{token}. */
export const pendingStorytellerParamsSchema = z.object({ token: invitationTokenSchema });

/** PUT /api/onboarding/activate-storyteller (SPEC §3 Storyteller activation). */
export const activateStorytellerRequestSchema = z
  .object({
    storytellerId: invitationTokenSchema,
    firebaseUid: z.string().min(1).max(128),
    name: z.string().trim().min(1).max(200),
    age: ageSchema,
  })
  .strict();
export type ActivateStorytellerRequest = z.infer<typeof activateStorytellerRequestSchema>;
