import * as z from 'zod/mini';
import { conversationIdSchema } from './common.ts';
import { inQuietHours, PROMPT_QUESTIONS_SHOWN, promptTexts, weekdays } from './constants.ts';

/**
 * The weekly question (issue #20): once a week, at the day and time the family chose in the
 * storyteller's time zone, one question goes to the storyteller by e-mail with a sign-in link that
 * opens a chat beginning with it. Sent by a durable job: exactly once per storyteller and week.
 */

/** "HH:MM", 24-hour, local to `timeZone`. */
const timeSchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'time must be HH:MM (24-hour)' }));

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return name.includes('/') || name === 'UTC';
  } catch {
    return false;
  }
}

/** PUT /api/archive/prompt-schedule (admin only). */
export const promptScheduleSchema = z.strictObject({
  enabled: z.boolean(),
  day: z.enum(weekdays, { error: `day must be one of ${weekdays.join(', ')}` }),
  time: timeSchema.check(z.refine((t) => !inQuietHours(t), { error: promptTexts.quietHours })),
  /** An IANA name, e.g. "Europe/Dublin". */
  timeZone: z
    .string()
    .check(
      z.maxLength(64),
      z.refine(isTimeZone, { error: 'timeZone must be an IANA time zone name, such as Europe/London' }),
    ),
  email: z.email({ error: 'email must be an e-mail address' }).check(z.maxLength(254)),
});
export type PromptSchedule = z.infer<typeof promptScheduleSchema>;

/** Where a question comes from: the family's own, an open follow-up item, a thin part of the Life map, or the built-in list. */
export const promptQuestionSources = ['family', 'followUp', 'lifeMap', 'builtIn'] as const;

export const promptQuestionSchema = z.object({
  text: z.string(),
  source: z.enum(promptQuestionSources),
});
export type PromptQuestion = z.infer<typeof promptQuestionSchema>;

/** One question that went out (or is going out this week). */
export const promptSendSchema = z.object({
  /** Also the id of the conversation its link opens. */
  id: conversationIdSchema,
  question: z.string(),
  email: z.string(),
  /** ms since the epoch. */
  sentAt: z.number(),
  /** The storyteller wrote in the conversation it opened. */
  answered: z.boolean(),
});
export type PromptSend = z.infer<typeof promptSendSchema>;

/** GET /api/archive/prompt-schedule (admin only); PUT answers the same. */
export const promptScheduleResponseSchema = z.object({
  /** The schedule as it stands: the saved one, or the defaults (off) before the first save. */
  enabled: z.boolean(),
  day: z.enum(weekdays),
  time: z.string(),
  timeZone: z.string(),
  /** null only before the first save while no storyteller has joined. */
  email: z.nullable(z.string()),
  /** null until the family first saves one; the card then offers `defaults`. */
  schedule: z.nullable(promptScheduleSchema),
  /** What a new schedule starts from: the storyteller's e-mail (null when no storyteller has joined), Sunday 10:00 in the server's zone. */
  defaults: z.object({ day: z.enum(weekdays), time: z.string(), timeZone: z.string(), email: z.nullable(z.string()) }),
  /** When the next question goes out (ms since the epoch); null when off, paused or unsubscribed. */
  nextSendAt: z.nullable(z.number()),
  /** The next PROMPT_QUESTIONS_SHOWN questions, in the order they will go out. */
  questions: z.array(promptQuestionSchema).check(z.maxLength(PROMPT_QUESTIONS_SHOWN)),
  /** The newest question that went out, or null. */
  lastSend: z.nullable(promptSendSchema),
  /** Weeks in a row, counting back from the newest send, whose question was answered. */
  streak: z.int().check(z.gte(0)),
  /** The last attempt to send failed and will be tried again (the reason for the family, no secrets). */
  failing: z.nullable(z.object({ reason: z.string(), since: z.number(), nextAttemptAt: z.nullable(z.number()) })),
  /** The storyteller's address asked for no more questions (the unsubscribe link); ms since the epoch. */
  unsubscribedAt: z.nullable(z.number()),
  /** No SMTP_URL: mails are written to the server's outbox folder (a dev page lists them). */
  outbox: z.boolean(),
});
export type PromptScheduleResponse = z.infer<typeof promptScheduleResponseSchema>;

/** POST /api/archive/prompt-schedule/send-now (admin only): this week's question goes out now. 202. */
export const promptSendNowResponseSchema = z.object({ sendsAt: z.number(), question: z.string() });
export type PromptSendNowResponse = z.infer<typeof promptSendNowResponseSchema>;

/**
 * POST /api/prompt-sends/:id/open (the storyteller, or the member whose e-mail the question went to):
 * the conversation the weekly e-mail's link opens, created on first open with the question as its
 * opening prompt; the same one every time after.
 */
export const promptOpenResponseSchema = z.object({ conversationId: conversationIdSchema, question: z.string() });
export type PromptOpenResponse = z.infer<typeof promptOpenResponseSchema>;

export const signInLinkResponseSchema = z.object({ sent: z.literal(true) });
