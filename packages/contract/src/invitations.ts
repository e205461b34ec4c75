import { z } from 'zod';
import { okResponseSchema } from './common.ts';
import { ageSchema, memberRoleSchema } from './profile.ts';

export const invitationStatuses = ['pending', 'accepted', 'revoked'] as const;

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

export const invitationSchema = z.object({
  id: z.string(),
  role: memberRoleSchema,
  name: z.string(),
  age: z.number().int().nullable(),
  email: z.string().nullable(),
  /** `expired` is a pending invitation past its expiry. */
  status: z.enum([...invitationStatuses, 'expired']),
  expires_at: z.string(),
  created_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** The token is shown once, here; the server keeps only its hash. */
export const createInvitationResponseSchema = z.object({
  invitation: invitationSchema,
  token: z.string(),
  /** Path of the activation page with the token, e.g. `/onboarding/storyteller?token=…`. */
  link: z.string(),
});
export type CreateInvitationResponse = z.infer<typeof createInvitationResponseSchema>;

export const invitationListResponseSchema = z.object({ invitations: z.array(invitationSchema) });
export type InvitationListResponse = z.infer<typeof invitationListResponseSchema>;

export const invitationParamsSchema = z.object({ id: z.uuid({ error: 'id must be a UUID' }) });

/** Tokens are base64url; anything else cannot be one. */
export const invitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, { error: 'Invalid invitation token' });

/** GET /api/onboarding/pending-storyteller/{token}. */
export const pendingStorytellerParamsSchema = z.object({ token: invitationTokenSchema });
export const pendingStorytellerResponseSchema = z.object({
  data: z.object({ name: z.string(), age: z.number().int().nullable(), email: z.string().nullable() }),
});
export type PendingStorytellerResponse = z.infer<typeof pendingStorytellerResponseSchema>;

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

export const activateStorytellerResponseSchema = okResponseSchema.extend({
  persona: memberRoleSchema,
  archiveId: z.string(),
});
export type ActivateStorytellerResponse = z.infer<typeof activateStorytellerResponseSchema>;
