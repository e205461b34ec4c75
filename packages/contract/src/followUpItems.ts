import * as z from 'zod/mini';
import { okResponseSchema } from './common.ts';

/**
 * The REST spelling of a follow-up item (the dashboards read it). The live spelling is followUpItemEventSchema.
 * The wire keeps SPEC.md's names: the `loose_facts` row fields, `facts` / `fact` in the answers, `factId`.
 */
export const followUpItemSchema = z.object({
  id: z.string(),
  conversation_id: z.nullable(z.string()),
  fact_type: z.string(),
  value: z.string(),
  suggested_prompt: z.string(),
  followed_up: z.boolean(),
  created_at: z.string(),
});
export type FollowUpItem = z.infer<typeof followUpItemSchema>;

export const followUpItemListResponseSchema = z.object({ facts: z.array(followUpItemSchema) });
export type FollowUpItemListResponse = z.infer<typeof followUpItemListResponseSchema>;

export const markFollowedUpResponseSchema = z.extend(okResponseSchema, { fact: followUpItemSchema });
export type MarkFollowedUpResponse = z.infer<typeof markFollowedUpResponseSchema>;
