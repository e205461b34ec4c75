import { z } from 'zod';
import { conversationIdSchema } from '../common.ts';
import { PROMPT_QUESTIONS_SHOWN, weekdays } from '../constants.ts';

/**
 * PUT /api/archive/prompt-schedule takes the whole schedule or only what changes (`{ enabled: false }`
 * pauses it); what is left out stays as saved, or as `defaults` before the first save. The day may be
 * written in any case, or as a number (0 or 7 Sunday, 1 Monday … 6 Saturday); the time as "9:30".
 */
export const promptScheduleUpdateSchema = z
  .object({
    enabled: z.boolean().optional(),
    day: z
      .preprocess((day) => {
        if (typeof day === 'number' && Number.isInteger(day) && day >= 0 && day <= 7) return weekdays[(day + 6) % 7];
        return typeof day === 'string' ? day.trim().toLowerCase() : day;
      }, z.enum(weekdays, { error: `day must be one of ${weekdays.join(', ')}` }))
      .optional(),
    time: z
      .preprocess((time) => (typeof time === 'string' && /^\d:\d\d$/.test(time.trim()) ? `0${time.trim()}` : time), z.string())
      .optional(),
    timeZone: z.string().optional(),
    email: z.string().optional(),
  })
  .strict();
export type PromptScheduleUpdate = z.input<typeof promptScheduleUpdateSchema>;

/** PUT /api/archive/prompt-schedule/questions (admin only): the next questions, in order, as the family edited them. */
export const promptQuestionsUpdateSchema = z
  .object({
    questions: z
      .array(z.string().trim().min(1, { error: 'a question must not be blank' }).max(500, { error: 'a question must be at most 500 characters' }))
      .min(1)
      .max(PROMPT_QUESTIONS_SHOWN),
  })
  .strict();
export type PromptQuestionsUpdate = z.infer<typeof promptQuestionsUpdateSchema>;

/** The path of POST /api/prompt-sends/:id/open: a send's id (a UUID, also its conversation's). */
export const promptSendParamsSchema = z.object({ id: conversationIdSchema }).strict();

/** GET and POST /api/prompt-schedule/unsubscribe?token=… (no sign-in: the signed token is the proof). */
export const promptUnsubscribeQuerySchema = z.object({ token: z.string().min(1).max(1000) });

/**
 * POST /api/sign-in-link (no sign-in; rate-limited): e-mails a sign-in link to a member's or an
 * invited person's address. Always 202 `{ sent: true }`, whether or not the address is known, so
 * it tells nobody who is a member. `continuePath` is where the link lands (a path of this app).
 */
export const signInLinkRequestSchema = z
  .object({
    email: z.email({ error: 'email must be an e-mail address' }).max(254),
    continuePath: z
      .string()
      .max(500)
      .regex(/^\/(?!\/)/, { error: 'continuePath must be a path of this app' })
      .default('/dashboard'),
  })
  .strict();
export type SignInLinkRequest = z.input<typeof signInLinkRequestSchema>;
