import {
  errorTexts,
  PROMPT_QUESTIONS_SHOWN,
  type PromptOpenResponse,
  type PromptSchedule,
  type PromptScheduleResponse,
  promptScheduleSchema,
  type PromptScheduleUpdate,
  type PromptSendNowResponse,
  promptTexts,
} from '@kinstory/contract';
import { HttpError, parse } from '../http.ts';
import type { Limits } from '../limits.ts';
import type { AuthUser } from '../plugins/auth.ts';
import type { Repositories } from '../plugins/db.ts';
import type { Membership } from '../storage/repositories/archives.ts';
import { forbidden, may, membershipOf } from './access.ts';
import { checkRoomFor } from './caps.ts';
import { nextQuestions } from './promptQuestions.ts';
import { weekKey } from './promptSchedule.ts';
import type { UnsubscribeLinks } from './unsubscribeLinks.ts';
import { failureReason, jobPayload, scheduleTime, type WeeklyQuestion } from './weeklyQuestion.ts';

/** What a new schedule starts from (SPEC: Sunday 10:00 in the server's zone). */
const DEFAULT_SEND = { day: 'sunday', time: '10:00' } as const;
/** The sends the streak is counted over (ten years of weeks). */
const STREAK_WEEKS = 520;
/** The weekly question's opening message in the conversation its link opens; one per conversation. */
const QUESTION_MESSAGE_ID = 'weekly-question';

/**
 * The weekly question for the family (issue #20): the admin's schedule, next questions and "send
 * now"; the conversation a question's link opens; and the unsubscribe link. Admin-only parts check
 * the role; everything reads the caller's own archive only.
 */
export function createPromptsService(deps: { repos: Repositories; weeklyQuestion: WeeklyQuestion; unsubscribeLinks: UnsubscribeLinks; now: () => number; outbox: () => boolean }) {
  const { repos, weeklyQuestion, now } = deps;

  async function adminOf(user: AuthUser): Promise<Membership> {
    const membership = await membershipOf(repos, user);
    if (!membership) throw new HttpError(404, errorTexts.noArchive);
    if (membership.role !== 'admin') throw forbidden();
    return membership;
  }

  /**
   * The saved schedule's row and schedule (null before the first save), the defaults a new one
   * starts from, and what is in force: the saved schedule, or the defaults turned off.
   */
  async function currentSchedule(archiveId: string) {
    const [row, members] = await Promise.all([repos.prompts.findSchedule(archiveId), repos.archives.listMembers(archiveId)]);
    const schedule: PromptSchedule | null = row ? { enabled: row.enabled === 1, ...scheduleTime(row), email: row.email } : null;
    const defaults = {
      ...DEFAULT_SEND,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      email: members.find((m) => m.role === 'storyteller' && m.email)?.email ?? null,
    };
    return { row, schedule, defaults, current: schedule ?? { ...defaults, enabled: false } };
  }

  async function view(archiveId: string): Promise<PromptScheduleResponse> {
    const [{ row, schedule, defaults, current }, sends, jobs, questions] = await Promise.all([
      currentSchedule(archiveId),
      repos.prompts.recentSends(archiveId, STREAK_WEEKS),
      repos.prompts.openJobs(archiveId),
      nextQuestions(repos, archiveId, PROMPT_QUESTIONS_SHOWN),
    ]);
    const on = !!row && row.enabled === 1 && row.unsubscribed_at === null;
    const job = jobs[0];
    // A question of this week not answered yet does not break the streak: there is still time.
    const thisWeek = row ? weekKey(now(), row.time_zone) : null;
    let streak = 0;
    for (const [i, send] of sends.entries()) {
      if (send.answered) streak += 1;
      else if (!(i === 0 && send.week === thisWeek)) break;
    }
    const last = sends[0];
    return {
      ...current,
      schedule,
      defaults,
      nextSendAt: on && job ? job.run_after : null,
      questions: questions.map(({ text, source }) => ({ text, source })),
      lastSend: last ? { id: last.id, question: last.question, email: last.email, sentAt: last.sent_at, answered: last.answered } : null,
      streak,
      failing:
        job && job.last_error !== null && job.attempts > 0
          ? { reason: failureReason(job.last_error), since: jobPayload(job).dueAt, nextAttemptAt: job.state === 'pending' ? job.run_after : null }
          : null,
      unsubscribedAt: row?.unsubscribed_at ? Date.parse(row.unsubscribed_at) : null,
      outbox: deps.outbox(),
    };
  }

  return {
    async get(user: AuthUser): Promise<PromptScheduleResponse> {
      return view((await adminOf(user)).archiveId);
    },

    /** Saves the schedule and makes (or moves) its next job; an address that unsubscribed cannot be turned on again. */
    async save(user: AuthUser, update: PromptScheduleUpdate): Promise<PromptScheduleResponse> {
      const { archiveId } = await adminOf(user);
      // What the update leaves out stays as saved (or as the defaults before the first save).
      const { enabled, day, time, timeZone, email } = (await currentSchedule(archiveId)).current;
      const schedule: PromptSchedule = parse(promptScheduleSchema, { enabled, day, time, timeZone, email: email ?? undefined, ...update }, 'body');
      await repos.transaction(async (tx) => {
        const unsubscribedAt = (await repos.prompts.unsubscribedAt(archiveId, schedule.email, tx)) ?? null;
        if (unsubscribedAt && schedule.enabled) throw new HttpError(409, promptTexts.unsubscribed);
        await repos.prompts.saveSchedule(archiveId, schedule, { uid: user.uid, at: new Date(now()).toISOString(), unsubscribedAt }, tx);
        await weeklyQuestion.scheduleNext(archiveId, tx);
      });
      await weeklyQuestion.wakeRunners();
      return view(archiveId);
    },

    /** The family's next questions as edited or reordered: the first goes out next. */
    async saveQuestions(user: AuthUser, questions: string[]): Promise<PromptScheduleResponse> {
      const { archiveId } = await adminOf(user);
      await repos.transaction((tx) => repos.prompts.replaceQueue(archiveId, questions, tx));
      return view(archiveId);
    },

    async sendNow(user: AuthUser): Promise<PromptSendNowResponse> {
      return weeklyQuestion.sendNow((await adminOf(user)).archiveId);
    },

    /**
     * The conversation a question's link opens, made on the first open with the question as the
     * interviewer's opening, owned by whoever opened it: the storyteller, or the member the question
     * was sent to. The same answer every time after.
     */
    async open(user: AuthUser, sendId: string, limits: Limits): Promise<PromptOpenResponse> {
      const membership = await membershipOf(repos, user);
      const send = await repos.prompts.findSend(sendId);
      if (!membership || !send || send.archive_id !== membership.archiveId) throw new HttpError(404, errorTexts.notFound);
      const sentToThem = membership.role === 'storyteller' || (user.email !== null && user.email.toLowerCase() === send.email.toLowerCase());
      if (!sentToThem) throw new HttpError(403, promptTexts.notForYou);
      if (!may.writeConversations(membership.role)) throw forbidden();
      const existing = await repos.conversations.find(sendId);
      if (!existing) await checkRoomFor(repos, limits, { conversationId: sendId, exists: false, archiveId: send.archive_id });
      // Someone else opened it first (the storyteller and the address's owner are two people).
      if (!(await repos.conversations.claim(sendId, user.uid, send.archive_id))) throw new HttpError(403, promptTexts.notForYou);
      await repos.conversations.addMessageOnce(sendId, { clientMessageId: QUESTION_MESSAGE_ID, role: 'assistant', content: send.question });
      return { conversationId: sendId, question: send.question };
    },

    /** The address of a good unsubscribe token; null for a bad or forged one. */
    unsubscribeTarget: (token: string) => deps.unsubscribeLinks.verify(token),

    /** The address asks for no more: its schedule is off and its waiting job gone. */
    async unsubscribe(token: string): Promise<{ email: string } | null> {
      const target = await deps.unsubscribeLinks.verify(token);
      if (!target) return null;
      // An archive deleted since has nothing left to send.
      if (!(await repos.archives.findArchive(target.archiveId))) return { email: target.email };
      await repos.transaction(async (tx) => {
        await repos.prompts.unsubscribe(target.archiveId, target.email, new Date(now()).toISOString(), tx);
        await weeklyQuestion.scheduleNext(target.archiveId, tx);
      });
      return { email: target.email };
    },
  };
}
export type PromptsService = ReturnType<typeof createPromptsService>;
