import { z } from 'zod';
import { STORIES_LIMIT_DASHBOARD, STORIES_LIMIT_MAX, STORIES_OFFSET_MAX } from './constants.ts';
import { conversationIdSchema } from './common.ts';
import { itemStatusSchema } from './corrections.ts';
import { perspectiveSchema } from './family.ts';
import { memoryPayloadSchema, narrativeSchema, significanceSchema } from './memory.ts';

export const storySortFields = ['created_at', 'title'] as const;
export const sortOrders = ['ASC', 'DESC'] as const;

const intFromQuery = (name: string) =>
  z
    .string()
    .regex(/^-?[0-9]+$/, { error: `${name} must be an integer` })
    .transform(Number);

/** GET /api/stories query. sortOrder is accepted in any case. */
export const storiesQuerySchema = z
  .object({
    conversationId: conversationIdSchema.optional(),
    limit: intFromQuery('limit')
      .pipe(z.number().min(1, { error: 'limit must be 1 or more' }).max(STORIES_LIMIT_MAX, { error: `limit must be at most ${STORIES_LIMIT_MAX}` }))
      .default(STORIES_LIMIT_DASHBOARD),
    // Bounded, so a huge number is a 400 here and never reaches the database (as a 500).
    offset: intFromQuery('offset')
      .pipe(z.number().min(0, { error: 'offset must be 0 or more' }).max(STORIES_OFFSET_MAX, { error: `offset must be at most ${STORIES_OFFSET_MAX}` }))
      .default(0),
    sortBy: z.enum(storySortFields, { error: `sortBy must be one of ${storySortFields.join(', ')}` }).default('created_at'),
    sortOrder: z
      .string()
      .transform((v) => v.toUpperCase())
      .pipe(z.enum(sortOrders, { error: 'sortOrder must be ASC or DESC' }))
      .default('DESC'),
  })
  .strict();
export type StoriesQuery = z.output<typeof storiesQuerySchema>;

/** A stored story (SPEC §3 Story). */
export const storySchema = z.object({
  id: z.string(),
  conversation_id: z.string().nullable(),
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
  total_stories: z.number().int(),
  total_memories: z.number().int(),
});
export type StoryStatsResponse = z.infer<typeof storyStatsResponseSchema>;

/** GET /api/memories. */
export const memoriesQuerySchema = z.object({ conversationId: conversationIdSchema.optional() }).strict();
export type MemoriesQuery = z.infer<typeof memoriesQuerySchema>;

export const storedMemorySchema = z.object({
  id: z.string(),
  conversation_id: z.string().nullable(),
  payload: memoryPayloadSchema,
  created_at: z.string(),
  status: itemStatusSchema,
});
export type StoredMemory = z.infer<typeof storedMemorySchema>;

export const memoryListResponseSchema = z.object({ memories: z.array(storedMemorySchema) });
export type MemoryListResponse = z.infer<typeof memoryListResponseSchema>;
