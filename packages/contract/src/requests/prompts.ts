import * as z from 'zod/mini';
import { conversationIdSchema } from '../common.ts';
import { PROMPT_QUESTIONS_SHOWN, weekdays } from '../constants.ts';

/**
 * PUT /api/archive/prompt-schedule takes the whole schedule or only what changes (`{ enabled: false }`
 * pauses it); what is left out stays as saved, or as `defaults` before the first save. The day may be
 * written in any case, or as a number (0 or 7 Sunday, 1 Monday … 6 Saturday); the time as "9:30".
 */
export const promptScheduleUpdateSchema = z.strictObject({
  enabled: z.optional(z.boolean()),
  day: z.optional(
    z.pipe(
      z.transform((day: unknown) => {
        if (typeof day === 'number' && Number.isInteger(day) && day >= 0 && day <= 7) return weekdays[(day + 6) % 7];
        return typeof day === 'string' ? day.trim().toLowerCase() : day;
      }),
      z.enum(weekdays, { error: `day must be one of ${weekdays.join(', ')}` }),
    ),
  ),
  time: z.optional(
    z.pipe(
      z.transform((time: unknown) => (typeof time === 'string' && /^\d:\d\d$/.test(time.trim()) ? `0${time.trim()}` : time)),
      z.string(),
    ),
  ),
  timeZone: z.optional(z.string()),
  email: z.optional(z.string()),
});
export type PromptScheduleUpdate = z.input<typeof promptScheduleUpdateSchema>;

/** PUT /api/archive/prompt-schedule/questions (admin only): the next questions, in order, as the family edited them. */
export const promptQuestionsUpdateSchema = z.strictObject({
  questions: z
    .array(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, { error: 'a question must not be blank' }),
          z.maxLength(500, { error: 'a question must be at most 500 characters' }),
        ),
    )
    .check(z.minLength(1), z.maxLength(PROMPT_QUESTIONS_SHOWN)),
});
export type PromptQuestionsUpdate = z.infer<typeof promptQuestionsUpdateSchema>;

/** The path of POST /api/prompt-sends/:id/open: a send's id (a UUID, also its conversation's). */
export const promptSendParamsSchema = z.strictObject({ id: conversationIdSchema });

/** GET and POST /api/prompt-schedule/unsubscribe?token=… (no sign-in: the signed token is the proof). */
export const promptUnsubscribeQuerySchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(1000)) });

/**
 * POST /api/sign-in-link (no sign-in; rate-limited): e-mails a sign-in link to a member's or an
 * invited person's address. Always 202 `{ sent: true }`, whether or not the address is known, so
 * it tells nobody who is a member. `continuePath` is where the link lands (a path of this app).
 */
export const signInLinkRequestSchema = z.strictObject({
  email: z.email({ error: 'email must be an e-mail address' }).check(z.maxLength(254)),
  continuePath: z._default(z.string().check(z.maxLength(500), z.regex(/^\/(?!\/)/, { error: 'continuePath must be a path of this app' })), '/dashboard'),
});
export type SignInLinkRequest = z.input<typeof signInLinkRequestSchema>;
