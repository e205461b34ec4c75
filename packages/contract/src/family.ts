import { z } from 'zod';
import { okResponseSchema, rowIdSchema, textField } from './common.ts';
import { recordingIdSchema } from './voice.ts';

/**
 * A family member's perspective on a story (issue #17): their own words, written or told aloud
 * (a recording kept as a spoken message's is). Everyone who may see the story sees it.
 */
export const perspectiveSchema = z.object({
  id: z.string(),
  story_id: z.string(),
  /** The author's name, null when they have none. */
  author: z.string().nullable(),
  author_uid: z.string(),
  text: z.string(),
  /** A recording: GET /api/perspectives/{id}/audio. */
  audio: z.boolean(),
  created_at: z.string(),
});
export type Perspective = z.infer<typeof perspectiveSchema>;

/** POST /api/stories/{storyId}/perspectives (admin, storyteller, contributor): text, a recording, or both. */
export const perspectiveRequestSchema = z
  .object({
    text: textField('text', 8_000).default(''),
    recordingId: recordingIdSchema.optional(),
  })
  .strict()
  .refine((p) => p.text.length > 0 || p.recordingId !== undefined, { error: 'Write your perspective, or record it, before sharing' });
export type PerspectiveRequest = z.input<typeof perspectiveRequestSchema>;
export const perspectiveResponseSchema = z.object({ perspective: perspectiveSchema });
export type PerspectiveResponse = z.infer<typeof perspectiveResponseSchema>;

/** GET /api/perspectives/{perspectiveId}/audio. */
export const perspectiveParamsSchema = z.object({ perspectiveId: rowIdSchema });

/**
 * Encouragement for the storyteller (issue #17): admins, contributors and viewers send it; the
 * storyteller sees it on their dashboard, and as a toast on their next visit until seen.
 */
export const encouragementRequestSchema = z
  .object({
    text: textField('text', 2_000).min(1, { error: 'Write a message before sending' }),
  })
  .strict();
export type EncouragementRequest = z.infer<typeof encouragementRequestSchema>;

export const encouragementSchema = z.object({
  id: z.string(),
  /** The sender's name, null when they have none. */
  from: z.string().nullable(),
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
export const encouragementSeenResponseSchema = okResponseSchema.extend({ seen: z.number().int() });
export type EncouragementSeenResponse = z.infer<typeof encouragementSeenResponseSchema>;
