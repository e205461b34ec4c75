import * as z from 'zod/mini';
import { DEFAULT_CONVERSATION_ID } from '../constants.ts';
import { recordingIdSchema } from './voice.ts';

/**
 * POST /chat body (SPEC §7). messageId: the client's id of the message, a UUID (SPEC said a timestamp:
 * a clock that steps back then made a new message look like a retry); any id of 1-64 characters is
 * still accepted. Absent, the server gives the message a new UUID.
 */
export const chatRequestSchema = z.strictObject({
  text: z
    .string()
    .check(z.trim(), z.minLength(1, { error: 'text must not be blank' }), z.maxLength(8_000, { error: 'text must be at most 8,000 characters' })),
  conversationId: z._default(z.string().check(z.minLength(1), z.maxLength(64)), DEFAULT_CONVERSATION_ID),
  messageId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  /** The message was spoken: its recording (POST /api/transcribe's recordingId) is kept with it. */
  recordingId: z.optional(recordingIdSchema),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

/** GET /events?conversationId= query; `token` is the SPEC §7 alternative to the Authorization header. */
export const eventsQuerySchema = z.object({
  conversationId: z.string().check(z.minLength(1), z.maxLength(64)),
  token: z.optional(z.string()),
});
