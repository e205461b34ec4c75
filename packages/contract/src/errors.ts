import * as z from 'zod/mini';

/** Every error answer of the API: `{ error: "<text>" }`. */
export const errorResponseSchema = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Texts the server answers with (SPEC §8 where SPEC names one). */
export const errorTexts = {
  notAuthenticated: 'Not authenticated',
  /** Firebase could not be asked whether a sign-in is still good (it failed or did not answer): a 503, not a 401. */
  signInUnchecked: 'Your sign-in could not be checked just now. Please try again in a moment.',
  invitationNotFound: 'This invitation link is invalid or has already been used.',
  notFound: 'Not found',
  forbidden: 'You are not allowed to do this in this archive',
  internal: 'Internal server error',
  bodyTooLarge: 'Request body is too large',
  invalidJson: 'Request body is not valid JSON',
  unsupportedMediaType: 'Unsupported content type: send application/json',
  noArchive: 'No family archive yet',
  /** PATCH or DELETE /api/members/{uid} on the archive's only admin. */
  lastAdmin: 'The archive needs at least one admin. Make another member admin first.',
  /** DELETE /api/user by the only admin of an archive with other members. */
  lastAdminAccount:
    'You are the only admin of this family archive. Make another member admin, or delete the archive, before you delete your account.',
} as const;
