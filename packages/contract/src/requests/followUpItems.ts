import * as z from 'zod/mini';
import { conversationIdSchema, rowIdSchema } from '../common.ts';

/** A query flag sent as the text true/false. */
export const booleanQuerySchema = z.pipe(
  z.enum(['true', 'false'], { error: 'must be true or false' }),
  z.transform((v) => v === 'true'),
);

/** GET /api/loose-facts query. */
export const followUpItemsQuerySchema = z.strictObject({
  conversationId: z.optional(conversationIdSchema),
  includeFollowedUp: z._default(booleanQuerySchema, false),
});
export type FollowUpItemsQuery = z.output<typeof followUpItemsQuerySchema>;

export const followUpItemParamsSchema = z.object({ factId: rowIdSchema });
