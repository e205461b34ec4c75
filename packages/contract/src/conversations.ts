import * as z from 'zod/mini';
import { okResponseSchema } from './common.ts';

/** One row of GET /api/conversations (SPEC §3 Conversation). `id` and `conversation_uuid` are the same UUID. */
export const conversationSummarySchema = z.object({
  id: z.string(),
  conversation_uuid: z.string(),
  title: z.nullable(z.string()),
  description: z.nullable(z.string()),
  message_count: z.int(),
  memory_count: z.int(),
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
  id: z.optional(z.string()),
  /** Its recording is kept (issue #17). */
  audio: z.optional(z.boolean()),
  /** A voice memory whose words are not typed yet ("not transcribed yet"). */
  awaiting_transcript: z.optional(z.boolean()),
});
export type Message = z.infer<typeof messageSchema>;

export const messageListResponseSchema = z.object({ messages: z.array(messageSchema) });
export type MessageListResponse = z.infer<typeof messageListResponseSchema>;

export const generateTitleResponseSchema = z.object({ title: z.string() });
export type GenerateTitleResponse = z.infer<typeof generateTitleResponseSchema>;

export const saveIntroResponseSchema = z.extend(okResponseSchema, { message: messageSchema });
export type SaveIntroResponse = z.infer<typeof saveIntroResponseSchema>;

/** GET /api/chat/intro. */
export const chatIntroResponseSchema = z.object({ introMessage: z.string() });
export type ChatIntroResponse = z.infer<typeof chatIntroResponseSchema>;
