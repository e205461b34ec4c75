import { z } from 'zod';
import { booleanQuerySchema, conversationIdSchema, rowIdSchema } from './common.ts';

/** GET /api/loose-facts query. */
export const looseFactsQuerySchema = z
  .object({
    conversationId: conversationIdSchema.optional(),
    includeFollowedUp: booleanQuerySchema.default(false),
  })
  .strict();
export type LooseFactsQuery = z.output<typeof looseFactsQuerySchema>;

/** The REST spelling of a follow-up item (the dashboards read it). The live spelling is looseFactEventSchema. */
export const looseFactSchema = z.object({
  id: z.string(),
  conversation_id: z.string().nullable(),
  fact_type: z.string(),
  value: z.string(),
  suggested_prompt: z.string(),
  followed_up: z.boolean(),
  created_at: z.string(),
});
export type LooseFact = z.infer<typeof looseFactSchema>;

export const looseFactListResponseSchema = z.object({ facts: z.array(looseFactSchema) });
export type LooseFactListResponse = z.infer<typeof looseFactListResponseSchema>;

export const looseFactParamsSchema = z.object({ factId: rowIdSchema });

export const markFollowedUpResponseSchema = z.object({ success: z.literal(true), fact: looseFactSchema });
export type MarkFollowedUpResponse = z.infer<typeof markFollowedUpResponseSchema>;
