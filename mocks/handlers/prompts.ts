import { http, HttpResponse } from 'msw';
import {
  promptQuestionsUpdateSchema,
  promptScheduleSchema,
  promptTexts,
  type PromptQuestion,
  type PromptQuestionsUpdate,
  type PromptSchedule,
  type PromptScheduleResponse,
  weekdays,
} from '@kinstory/contract';
import * as f from '../fixtures/index.ts';
import { resourceStates } from './states.ts';

const schedulePath = '*/api/archive/prompt-schedule';
const questionsPath = '*/api/archive/prompt-schedule/questions';
const sendNowPath = '*/api/archive/prompt-schedule/send-now';

/** Minutes east of UTC of `timeZone` at `at`. */
function offsetMinutes(timeZone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' })
    .formatToParts(at)
    .reduce<Record<string, number>>((all, part) => ({ ...all, [part.type]: Number(part.value) }), {});
  return (Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!) - Math.floor(at / 60_000) * 60_000) / 60_000;
}

/** The next `day` at `time` in `timeZone` after `now`, as the server's scheduler would find it (one pass; a DST edge may be off by an hour). */
function nextSendAt(schedule: PromptSchedule, now = Date.now()): number {
  const [hours, minutes] = schedule.time.split(':').map(Number) as [number, number];
  const wanted = (weekdays.indexOf(schedule.day) + 1) % 7; // getUTCDay: Sunday is 0
  const local = new Date(now + offsetMinutes(schedule.timeZone, now) * 60_000);
  for (let days = 0; days <= 7; days += 1) {
    const day = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days, hours, minutes));
    if (day.getUTCDay() !== wanted) continue;
    const at = day.getTime() - offsetMinutes(schedule.timeZone, day.getTime()) * 60_000;
    if (at > now) return at;
  }
  return now + 7 * 24 * 3_600_000;
}

const badRequest = (error: string) => HttpResponse.json({ error }, { status: 400 });

/** The schedule saved: on, paused, or refused for an address that asked to stop. */
function withSchedule(current: PromptScheduleResponse, schedule: PromptSchedule): PromptScheduleResponse {
  const sameAddress = current.schedule?.email === schedule.email;
  const unsubscribedAt = sameAddress ? current.unsubscribedAt : null;
  return {
    ...current,
    ...schedule,
    schedule,
    unsubscribedAt,
    nextSendAt: schedule.enabled && unsubscribedAt === null ? nextSendAt(schedule) : null,
    questions: current.questions,
  };
}

/** The questions in the family's order; a text that is new (edited) counts as the family's own. */
function withQuestions(current: PromptScheduleResponse, update: PromptQuestionsUpdate): PromptScheduleResponse {
  const questions: PromptQuestion[] = update.questions.map((text) => current.questions.find((q) => q.text === text) ?? { text, source: 'family' });
  return { ...current, questions };
}

/**
 * A weekly question whose saves stick, as the server keeps them: GET answers what was last saved,
 * PUTs are checked against the contract (400 with its text), send-now goes out once a week (409
 * after). `calls` records the bodies for a story to assert. A fresh store per call.
 */
export function weeklyQuestionArchive(start: PromptScheduleResponse = f.promptScheduleOn) {
  let current = structuredClone(start);
  let sentThisWeek = false;
  const calls = { schedules: [] as unknown[], questions: [] as unknown[], sendNow: 0 };
  const handlers = [
    http.get(schedulePath, () => HttpResponse.json(current)),
    http.put(schedulePath, async ({ request }) => {
      const body: unknown = await request.json().catch(() => null);
      calls.schedules.push(body);
      const parsed = promptScheduleSchema.safeParse(body);
      if (!parsed.success) return badRequest(parsed.error.issues[0]?.message ?? 'Invalid schedule');
      if (parsed.data.enabled && current.unsubscribedAt !== null && current.schedule?.email === parsed.data.email) {
        return HttpResponse.json({ error: promptTexts.unsubscribed }, { status: 409 });
      }
      current = withSchedule(current, parsed.data);
      return HttpResponse.json(current);
    }),
    http.put(questionsPath, async ({ request }) => {
      const body: unknown = await request.json().catch(() => null);
      calls.questions.push(body);
      const parsed = promptQuestionsUpdateSchema.safeParse(body);
      if (!parsed.success) return badRequest(parsed.error.issues[0]?.message ?? 'Invalid questions');
      current = withQuestions(current, parsed.data);
      return HttpResponse.json(current);
    }),
    http.post(sendNowPath, () => {
      calls.sendNow += 1;
      if (!current.schedule) return HttpResponse.json({ error: promptTexts.noSchedule }, { status: 409 });
      if (sentThisWeek) return HttpResponse.json({ error: promptTexts.alreadySent }, { status: 409 });
      sentThisWeek = true;
      const question = current.questions[0]?.text ?? f.promptSendNow.question;
      current = {
        ...current,
        questions: current.questions.slice(1),
        lastSend: { ...f.promptSend, question, email: current.schedule.email, sentAt: Date.now(), answered: false },
        streak: 0,
      };
      return HttpResponse.json({ sendsAt: Date.now() + 60_000, question }, { status: 202 });
    }),
  ];
  return { handlers, calls };
}

/** GET /api/archive/prompt-schedule: `default` is on; one state per fixture. */
export const promptScheduleHandlers = {
  ...resourceStates('get', schedulePath, f.promptScheduleOn, f.promptScheduleOff),
  off: http.get(schedulePath, () => HttpResponse.json(f.promptScheduleOff)),
  paused: http.get(schedulePath, () => HttpResponse.json(f.promptSchedulePaused)),
  unsubscribed: http.get(schedulePath, () => HttpResponse.json(f.promptScheduleUnsubscribed)),
  failing: http.get(schedulePath, () => HttpResponse.json(f.promptScheduleFailing)),
  outbox: http.get(schedulePath, () => HttpResponse.json(f.promptScheduleOutbox)),
  streak: http.get(schedulePath, () => HttpResponse.json(f.promptScheduleStreak)),
};

/** PUT /api/archive/prompt-schedule */
export const savePromptScheduleHandlers = {
  ...resourceStates('put', schedulePath, f.promptScheduleOn),
  default: http.put(schedulePath, async ({ request }) => {
    const parsed = promptScheduleSchema.safeParse(await request.json().catch(() => null));
    return parsed.success ? HttpResponse.json(withSchedule(f.promptScheduleOn, parsed.data)) : badRequest(parsed.error.issues[0]?.message ?? 'Invalid schedule');
  }),
  unsubscribed: http.put(schedulePath, () => HttpResponse.json({ error: promptTexts.unsubscribed }, { status: 409 })),
};

/** PUT /api/archive/prompt-schedule/questions */
export const savePromptQuestionsHandlers = {
  ...resourceStates('put', questionsPath, f.promptScheduleOn),
  default: http.put(questionsPath, async ({ request }) => {
    const parsed = promptQuestionsUpdateSchema.safeParse(await request.json().catch(() => null));
    return parsed.success ? HttpResponse.json(withQuestions(f.promptScheduleOn, parsed.data)) : badRequest(parsed.error.issues[0]?.message ?? 'Invalid questions');
  }),
};

/** POST /api/archive/prompt-schedule/send-now: 202, or 409 once this week's question has gone out. */
export const sendPromptNowHandlers = {
  ...resourceStates('post', sendNowPath, f.promptSendNow),
  default: http.post(sendNowPath, () => HttpResponse.json(f.promptSendNow, { status: 202 })),
  alreadySent: http.post(sendNowPath, () => HttpResponse.json({ error: promptTexts.alreadySent }, { status: 409 })),
  /** Pressed at night in the storyteller's zone: it waits for the end of the quiet hours. */
  afterQuietHours: http.post(sendNowPath, () => HttpResponse.json({ ...f.promptSendNow, sendsAt: Date.parse('2030-03-17T08:00:00Z') }, { status: 202 })),
};

/** Every call of the weekly question's card answered with its fixture. */
export const promptsHandlers = [
  promptScheduleHandlers.default,
  savePromptScheduleHandlers.default,
  savePromptQuestionsHandlers.default,
  sendPromptNowHandlers.default,
];
