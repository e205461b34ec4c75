import * as z from 'zod/mini';
import { rowIdSchema, textField } from '../common.ts';
import { recordingIdSchema } from './voice.ts';

/** POST /api/stories/{storyId}/perspectives (admin, storyteller, contributor): text, a recording, or both. */
export const perspectiveRequestSchema = z
  .strictObject({
    text: z._default(textField('text', 8_000), ''),
    recordingId: z.optional(recordingIdSchema),
  })
  .check(z.refine((p) => p.text.length > 0 || p.recordingId !== undefined, { error: 'Write your perspective, or record it, before sharing' }));
export type PerspectiveRequest = z.input<typeof perspectiveRequestSchema>;

/** GET /api/perspectives/{perspectiveId}/audio. */
export const perspectiveParamsSchema = z.object({ perspectiveId: rowIdSchema });

/**
 * Encouragement for the storyteller (issue #17): admins, contributors and viewers send it; the
 * storyteller sees it on their dashboard, and as a toast on their next visit until seen.
 */
export const encouragementRequestSchema = z.strictObject({
  text: textField('text', 2_000).check(z.minLength(1, { error: 'Write a message before sending' })),
});
export type EncouragementRequest = z.infer<typeof encouragementRequestSchema>;
