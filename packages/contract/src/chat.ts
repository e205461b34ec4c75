import * as z from 'zod/mini';
import { followUpItemEventSchema, memoryPayloadSchema, storyEventSchema } from './memory.ts';

/** One `data:` item of the chat reply stream; the stream ends with the literal `[DONE]`. */
export const chatStreamItemSchema = z.union([
  z.object({ text: z.string() }),
  z.object({ memory: memoryPayloadSchema }),
  z.object({ error: z.string() }),
]);
export type ChatStreamItem = z.infer<typeof chatStreamItemSchema>;
export const CHAT_STREAM_DONE = '[DONE]';

export const memoryEventNames = ['memory', 'story', 'looseFact'] as const;
export type MemoryEventName = (typeof memoryEventNames)[number];

/** The `data:` of each named event of GET /events. */
export const memoryStreamEventSchemas = {
  memory: memoryPayloadSchema,
  story: storyEventSchema,
  looseFact: followUpItemEventSchema,
} as const;
