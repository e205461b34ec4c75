import * as z from 'zod/mini';
import { okResponseSchema } from './common.ts';

/**
 * A family member's perspective on a story (issue #17): their own words, written or told aloud
 * (a recording kept as a spoken message's is). Everyone who may see the story sees it.
 */
export const perspectiveSchema = z.object({
  id: z.string(),
  story_id: z.string(),
  /** The author's name, null when they have none. */
  author: z.nullable(z.string()),
  author_uid: z.string(),
  text: z.string(),
  /** A recording: GET /api/perspectives/{id}/audio. */
  audio: z.boolean(),
  created_at: z.string(),
});
export type Perspective = z.infer<typeof perspectiveSchema>;

export const perspectiveResponseSchema = z.object({ perspective: perspectiveSchema });
export type PerspectiveResponse = z.infer<typeof perspectiveResponseSchema>;

export const encouragementSchema = z.object({
  id: z.string(),
  /** The sender's name, null when they have none. */
  from: z.nullable(z.string()),
  text: z.string(),
  created_at: z.string(),
  /** The storyteller has seen it. */
  seen: z.boolean(),
});
export type Encouragement = z.infer<typeof encouragementSchema>;
export const encouragementResponseSchema = z.object({ encouragement: encouragementSchema });
export type EncouragementResponse = z.infer<typeof encouragementResponseSchema>;

/**
 * GET /api/encouragements: storytellers and admins get the archive's, others the ones they sent;
 * newest first, at most 50.
 */
export const encouragementListResponseSchema = z.object({ encouragements: z.array(encouragementSchema) });
export type EncouragementListResponse = z.infer<typeof encouragementListResponseSchema>;

/** POST /api/encouragements/seen (storytellers): every unseen one is seen now; answers how many. */
export const encouragementSeenResponseSchema = z.extend(okResponseSchema, { seen: z.int() });
export type EncouragementSeenResponse = z.infer<typeof encouragementSeenResponseSchema>;
