import * as z from 'zod/mini';
import { conversationIdSchema } from '../common.ts';

export const conversationParamsSchema = z.object({ conversationId: conversationIdSchema });

/** POST /api/conversations/{id}/intro (SPEC §3 Intro message). */
export const saveIntroRequestSchema = z.strictObject({
  content: z.string().check(z.trim(), z.minLength(1, { error: 'content must not be blank' }), z.maxLength(10_000)),
  templateId: z._default(z.nullable(z.string().check(z.maxLength(200))), null),
  templateVariables: z._default(z.record(z.string(), z.unknown()), {}),
});
export type SaveIntroRequest = z.input<typeof saveIntroRequestSchema>;

/** An IANA time-zone name this runtime knows (Europe/London, America/New_York, UTC). */
export const timeZoneSchema = z.string().check(
  z.minLength(1),
  z.maxLength(64),
  z.refine(
    (name) => {
      try {
        new Intl.DateTimeFormat('en-GB', { timeZone: name });
        return true;
      } catch {
        return false;
      }
    },
    { error: 'tz must be an IANA time zone, such as Europe/London' },
  ),
);

/** GET /api/conversations/:id/transcript: times are given in `tz` (default UTC). */
export const transcriptQuerySchema = z.strictObject({ tz: z.optional(timeZoneSchema) });
