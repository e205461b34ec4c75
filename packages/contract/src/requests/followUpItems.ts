import { z } from 'zod';
import { conversationIdSchema, rowIdSchema } from '../common.ts';

/** A query flag sent as the text true/false. */
export const booleanQuerySchema = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((v) => v === 'true');

/** GET /api/loose-facts query. */
export const followUpItemsQuerySchema = z
  .object({
    conversationId: conversationIdSchema.optional(),
    includeFollowedUp: booleanQuerySchema.default(false),
  })
  .strict();
export type FollowUpItemsQuery = z.output<typeof followUpItemsQuerySchema>;

export const followUpItemParamsSchema = z.object({ factId: rowIdSchema });
