import * as z from 'zod/mini';
import { okResponseSchema } from './common.ts';
import { memberRoleSchema } from './profile.ts';

export const invitationStatuses = ['pending', 'accepted', 'revoked'] as const;

export const invitationSchema = z.object({
  id: z.string(),
  role: memberRoleSchema,
  name: z.string(),
  age: z.nullable(z.int()),
  email: z.nullable(z.string()),
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

export const pendingStorytellerResponseSchema = z.object({
  data: z.object({ name: z.string(), age: z.nullable(z.int()), email: z.nullable(z.string()) }),
});
export type PendingStorytellerResponse = z.infer<typeof pendingStorytellerResponseSchema>;

export const activateStorytellerResponseSchema = z.extend(okResponseSchema, {
  persona: memberRoleSchema,
  archiveId: z.string(),
});
export type ActivateStorytellerResponse = z.infer<typeof activateStorytellerResponseSchema>;
