import { z } from 'zod';
import { conversationIdSchema } from '../common.ts';
import { STORIES_LIMIT_DASHBOARD, STORIES_LIMIT_MAX, STORIES_OFFSET_MAX } from '../constants.ts';
import { sortOrders, storySortFields } from '../stories.ts';

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

/** GET /api/memories. */
export const memoriesQuerySchema = z.object({ conversationId: conversationIdSchema.optional() }).strict();
export type MemoriesQuery = z.infer<typeof memoriesQuerySchema>;
