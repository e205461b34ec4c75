import { z } from 'zod';
import { conversationIdSchema, okResponseSchema } from './common.ts';

export const conversationParamsSchema = z.object({ conversationId: conversationIdSchema });

/** One row of GET /api/conversations (SPEC §3 Conversation). `id` and `conversation_uuid` are the same UUID. */
export const conversationSummarySchema = z.object({
  id: z.string(),
  conversation_uuid: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  message_count: z.number().int(),
  memory_count: z.number().int(),
  updated_at: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** Most recent first. */
export const conversationListResponseSchema = z.object({ conversations: z.array(conversationSummarySchema) });
export type ConversationListResponse = z.infer<typeof conversationListResponseSchema>;

export const messageRoles = ['user', 'assistant'] as const;

/** A stored message as the server returns it (SPEC §3 Message). */
export const messageSchema = z.object({
  message_id: z.string(),
  role: z.enum(messageRoles),
  content: z.string(),
  created_at: z.string(),
  /** False when the reply was cut off (a disconnect) and kept as far as it got. */
  complete: z.boolean(),
  /** The message's row id (GET /api/messages/{id}/audio, PUT …/transcript); the server always sends it. */
  id: z.string().optional(),
  /** Its recording is kept (issue #17). */
  audio: z.boolean().optional(),
  /** A voice memory whose words are not typed yet ("not transcribed yet"). */
  awaiting_transcript: z.boolean().optional(),
});
export type Message = z.infer<typeof messageSchema>;

export const messageListResponseSchema = z.object({ messages: z.array(messageSchema) });
export type MessageListResponse = z.infer<typeof messageListResponseSchema>;

export const generateTitleResponseSchema = z.object({ title: z.string() });
export type GenerateTitleResponse = z.infer<typeof generateTitleResponseSchema>;

/** POST /api/conversations/{id}/intro (SPEC §3 Intro message). */
export const saveIntroRequestSchema = z
  .object({
    content: z.string().trim().min(1, { error: 'content must not be blank' }).max(10_000),
    templateId: z.string().max(200).nullable().default(null),
    templateVariables: z.record(z.string(), z.unknown()).default({}),
  })
  .strict();
export type SaveIntroRequest = z.input<typeof saveIntroRequestSchema>;

export const saveIntroResponseSchema = okResponseSchema.extend({ message: messageSchema });
export type SaveIntroResponse = z.infer<typeof saveIntroResponseSchema>;

/** GET /api/chat/intro. */
export const chatIntroResponseSchema = z.object({ introMessage: z.string() });
export type ChatIntroResponse = z.infer<typeof chatIntroResponseSchema>;

/** An IANA time-zone name this runtime knows (Europe/London, America/New_York, UTC). */
export const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine(
    (name) => {
      try {
        new Intl.DateTimeFormat('en-GB', { timeZone: name });
        return true;
      } catch {
        return false;
      }
    },
    { error: 'tz must be an IANA time zone, such as Europe/London' },
  );

/** GET /api/conversations/:id/transcript: times are given in `tz` (default UTC). */
export const transcriptQuerySchema = z.object({ tz: timeZoneSchema.optional() }).strict();
