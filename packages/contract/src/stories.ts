import * as z from 'zod/mini';
import { itemStatusSchema } from './corrections.ts';
import { perspectiveSchema } from './family.ts';
import { memoryPayloadSchema, narrativeSchema, significanceSchema } from './memory.ts';

export const storySortFields = ['created_at', 'title'] as const;
export const sortOrders = ['ASC', 'DESC'] as const;

/** A stored story (SPEC §3 Story). */
export const storySchema = z.object({
  id: z.string(),
  conversation_id: z.nullable(z.string()),
  title: z.string(),
  theme: z.string(),
  summary: z.string(),
  content: z.string(),
  significance: significanceSchema,
  narrative: narrativeSchema,
  people: z.array(z.string()),
  extraction_source: z.string(),
  created_at: z.string(),
  /** A draft until a member confirms it (lists never hold discarded ones). */
  status: itemStatusSchema,
  /** Private: only admins, storytellers and whoever told it see it (issue #17). */
  private: z.boolean(),
  /**
   * The recordings the story was told in, in order: the row ids of its source messages that have
   * audio (GET /api/messages/{id}/audio). Its source messages are the storyteller's messages of its
   * conversation after the previous story's, up to the one it was extracted from.
   */
  recordings: z.array(z.string()),
  /** The family's perspectives on it, oldest first. */
  perspectives: z.array(perspectiveSchema),
});
export type Story = z.infer<typeof storySchema>;

export const storyListResponseSchema = z.object({ stories: z.array(storySchema) });
export type StoryListResponse = z.infer<typeof storyListResponseSchema>;

export const storyStatsResponseSchema = z.object({
  total_stories: z.int(),
  total_memories: z.int(),
});
export type StoryStatsResponse = z.infer<typeof storyStatsResponseSchema>;

export const storedMemorySchema = z.object({
  id: z.string(),
  conversation_id: z.nullable(z.string()),
  payload: memoryPayloadSchema,
  created_at: z.string(),
  status: itemStatusSchema,
});
export type StoredMemory = z.infer<typeof storedMemorySchema>;

export const memoryListResponseSchema = z.object({ memories: z.array(storedMemorySchema) });
export type MemoryListResponse = z.infer<typeof memoryListResponseSchema>;
