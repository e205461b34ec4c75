import * as z from 'zod/mini';
import { conversationIdSchema } from '../common.ts';
import { STORIES_LIMIT_DASHBOARD, STORIES_LIMIT_MAX, STORIES_OFFSET_MAX } from '../constants.ts';
import { sortOrders, storySortFields } from '../stories.ts';

const intFromQuery = (name: string) => z.pipe(z.string().check(z.regex(/^-?[0-9]+$/, { error: `${name} must be an integer` })), z.transform(Number));

/** GET /api/stories query. sortOrder is accepted in any case. */
export const storiesQuerySchema = z.strictObject({
  conversationId: z.optional(conversationIdSchema),
  limit: z._default(
    z.pipe(
      intFromQuery('limit'),
      z.number().check(z.gte(1, { error: 'limit must be 1 or more' }), z.lte(STORIES_LIMIT_MAX, { error: `limit must be at most ${STORIES_LIMIT_MAX}` })),
    ),
    STORIES_LIMIT_DASHBOARD,
  ),
  // Bounded, so a huge number is a 400 here and never reaches the database (as a 500).
  offset: z._default(
    z.pipe(
      intFromQuery('offset'),
      z.number().check(z.gte(0, { error: 'offset must be 0 or more' }), z.lte(STORIES_OFFSET_MAX, { error: `offset must be at most ${STORIES_OFFSET_MAX}` })),
    ),
    0,
  ),
  sortBy: z._default(z.enum(storySortFields, { error: `sortBy must be one of ${storySortFields.join(', ')}` }), 'created_at'),
  sortOrder: z._default(
    z.pipe(
      z.pipe(
        z.string(),
        z.transform((v) => v.toUpperCase()),
      ),
      z.enum(sortOrders, { error: 'sortOrder must be ASC or DESC' }),
    ),
    'DESC',
  ),
});
export type StoriesQuery = z.output<typeof storiesQuerySchema>;

/** GET /api/memories. */
export const memoriesQuerySchema = z.strictObject({ conversationId: z.optional(conversationIdSchema) });
export type MemoriesQuery = z.infer<typeof memoriesQuerySchema>;
