import { z } from 'zod';
import { conversationIdSchema } from '../common.ts';

export const conversationParamsSchema = z.object({ conversationId: conversationIdSchema });

/** POST /api/conversations/{id}/intro (SPEC §3 Intro message). */
export const saveIntroRequestSchema = z
  .object({
    content: z.string().trim().min(1, { error: 'content must not be blank' }).max(10_000),
    templateId: z.string().max(200).nullable().default(null),
    templateVariables: z.record(z.string(), z.unknown()).default({}),
  })
  .strict();
export type SaveIntroRequest = z.input<typeof saveIntroRequestSchema>;

/** An IANA time-zone name this runtime knows (Europe/London, America/New_York, UTC). */
export const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine(
    (name) => {
      try {
        new Intl.DateTimeFormat('en-GB', { timeZone: name });
        return true;
      } catch {
        return false;
      }
    },
    { error: 'tz must be an IANA time zone, such as Europe/London' },
  );

/** GET /api/conversations/:id/transcript: times are given in `tz` (default UTC). */
export const transcriptQuerySchema = z.object({ tz: timeZoneSchema.optional() }).strict();
