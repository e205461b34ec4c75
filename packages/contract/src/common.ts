import * as z from 'zod/mini';

/** Conversation ids are random UUIDs made on the client (SPEC §9). */
export const conversationIdSchema = z.uuid({ error: 'conversationId must be a UUID' });

/** Row ids of memories, stories and follow-up items: positive integers (a monotonic sequence). */
export const rowIdSchema = z.string().check(z.regex(/^[1-9][0-9]{0,15}$/, { error: 'id must be a positive integer' }));

/** A call that succeeded; an answer that carries more extends it (`z.extend(okResponseSchema, { member })`). */
export const okResponseSchema = z.object({ success: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;

/** 8000 → '8,000'. Not toLocaleString: a number format per field made the client's schemas slow to build. */
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * Text a member writes, trimmed, at most `max` characters; its refusals name the field
 * ("summary must be text", "text must be at most 8,000 characters").
 */
export const textField = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .check(z.trim(), z.maxLength(max, { error: `${name} must be at most ${thousands(max)} characters` }));

/** How many of each kind of an archive's content a call took away or brought in. */
export const contentCountsSchema = z.object({
  conversations: z.int(),
  messages: z.int(),
  memories: z.int(),
  stories: z.int(),
  followUpItems: z.int(),
});
