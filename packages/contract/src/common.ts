import { z } from 'zod';

/** Conversation ids are random UUIDs made on the client (SPEC §9). */
export const conversationIdSchema = z.uuid({ error: 'conversationId must be a UUID' });

/** Row ids of memories, stories and follow-up items: positive integers (a monotonic sequence). */
export const rowIdSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,15}$/, { error: 'id must be a positive integer' });

export const okResponseSchema = z.object({ success: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;

/** A query flag sent as the text true/false. */
export const booleanQuerySchema = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((v) => v === 'true');
