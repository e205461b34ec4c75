import type { Transaction } from 'kysely';
import { PROMPT_ANSWER_PATH, promptTexts, type PromptSendNowResponse } from '@kinstory/contract';
import { HttpError } from '../http.ts';
import { weeklyQuestionEmail } from '../mail/templates.ts';
import { mailFailureReason } from '../mail/mailer.ts';
import type { Mailer } from '../mail/types.ts';
import type { Repositories } from '../plugins/db.ts';
import type { ClaimedJob } from '../storage/repositories/jobs.ts';
import { WEEKLY_QUESTION_JOB, weeklyJobKey } from '../storage/repositories/prompts.ts';
import type { Database, JobRow, PromptScheduleRow } from '../storage/schema.ts';
import type { Signals } from '../storage/signals.ts';
import { nameBasedUuid } from './conversationIds.ts';
import { nextQuestions } from './promptQuestions.ts';
import { nextSendAt, outsideQuietHours, type ScheduleTime, weekKey, weekStart } from './promptSchedule.ts';
import { UNSUBSCRIBE_PATH, type UnsubscribeLinks } from './unsubscribeLinks.ts';

export { WEEKLY_QUESTION_JOB };

/** Tries before a week's question is given up (the runner's backoff reaches 5 minutes apart: about four hours). */
export const WEEKLY_QUESTION_ATTEMPTS = 50;
/** A question is sent at most this long after its time (a server down for days does not send last week's). */
const LATEST_MS = 2 * 24 * 60 * 60_000;

/**
 * The reasons a failed send keeps (mailFailureReason's plain words), and so the only ones the family
 * is shown: any other error (the database's, say) reads as the general one.
 */
const knownReasons = new Set([{ code: 'EAUTH' }, { responseCode: 550 }, { code: 'ECONNECTION' }, {}].map(mailFailureReason));
export const failureReason = (lastError: string) => (knownReasons.has(lastError) ? lastError : mailFailureReason({}));

/** What a weekly-question job carries: its week, when it was due, and whether the admin asked for it now. */
export interface WeeklyJobPayload {
  archiveId: string;
  week: string;
  dueAt: number;
  sendNow?: boolean;
}
export const jobPayload = (job: Pick<JobRow, 'payload'>) => JSON.parse(job.payload) as WeeklyJobPayload;

export const scheduleTime = (row: PromptScheduleRow): ScheduleTime => ({ day: row.day as ScheduleTime['day'], time: row.time, timeZone: row.time_zone });

/** The id of a week's send (and of the conversation its link opens): the same on every retry, so the link and Message-ID are too. */
export const weeklySendId = (jobKey: string) => nameBasedUuid(`kinstory:weekly-question:${jobKey}`);

export interface WeeklyQuestionDeps {
  repos: Repositories;
  signals: Signals;
  unsubscribeLinks: UnsubscribeLinks;
  /** The clock (the job runner's: tests shift both to a chosen week). */
  now: () => number;
  /** Read when a mail goes out (the mail plugin is registered after the job runner is made). */
  mail: () => { mailer: Mailer; publicUrl: string; signInLink(email: string, continuePath: string): Promise<string> };
}

/**
 * The weekly question (issue #20) as a durable job: one job row per archive and ISO week of the
 * storyteller's zone (`${archiveId}:${week}`), due at the schedule's time. The jobs' UNIQUE(kind,
 * key) and prompt_sends' UNIQUE(archive_id, week) make it once a week whichever instance runs it;
 * the send is recorded, the family's question leaves the queue, next week's job is made and this
 * one is done in one transaction, only while this worker still holds it.
 */
export function createWeeklyQuestion(deps: WeeklyQuestionDeps) {
  const { repos, now } = deps;
  type Tx = Transaction<Database>;

  const isOn = (row: PromptScheduleRow | undefined): row is PromptScheduleRow => !!row && row.enabled === 1 && row.unsubscribed_at === null;

  /**
   * Makes (or moves) the archive's next job to the schedule's next time in a week with no send yet,
   * and drops any other waiting one; a schedule that is off keeps none. A question already on its way
   * (being sent, retried after a failure, or waiting for the morning) goes first: its job schedules
   * the next when done. `finishing`: the job calling, which is done with.
   */
  async function scheduleNext(archiveId: string, tx: Tx, finishing?: number): Promise<number | null> {
    const row = await repos.prompts.findSchedule(archiveId, tx);
    if (!isOn(row)) {
      await repos.prompts.dropWaitingJobs(archiveId, null, tx);
      return null;
    }
    const t = now();
    const open = (await repos.prompts.openJobs(archiveId, tx)).filter((j) => j.id !== finishing);
    const onItsWay = open.find((j) => j.state === 'running' || jobPayload(j).sendNow || jobPayload(j).dueAt <= t);
    if (onItsWay) {
      await repos.prompts.dropWaitingJobs(archiveId, onItsWay.key, tx);
      return onItsWay.run_after;
    }
    const schedule = scheduleTime(row);
    let at = nextSendAt(schedule, t);
    // A week whose question went out (sent early, by "send now") is skipped.
    for (let i = 0; i < 3 && (await repos.prompts.sentInWeek(archiveId, weekKey(at, schedule.timeZone), tx)); i += 1) at = nextSendAt(schedule, at + 60_000);
    const week = weekKey(at, schedule.timeZone);
    const key = weeklyJobKey(archiveId, week);
    await repos.prompts.dropWaitingJobs(archiveId, key, tx);
    const payload: WeeklyJobPayload = { archiveId, week, dueAt: at };
    await repos.jobs.schedule({ kind: WEEKLY_QUESTION_JOB, key, payload, maxAttempts: WEEKLY_QUESTION_ATTEMPTS, runAfter: at }, tx);
    return at;
  }

  const wakeRunners = () => deps.signals.notify('kinstory_jobs', WEEKLY_QUESTION_JOB).catch(() => undefined);

  /** Done without a send: next week's job is made (unless the schedule is off). */
  const finishUnsent = (job: ClaimedJob, archiveId: string) =>
    repos.transaction(async (tx) => {
      await repos.jobs.complete(job, tx);
      await scheduleNext(archiveId, tx, job.id);
    });

  async function send(job: ClaimedJob): Promise<'sent' | 'skipped' | 'postponed'> {
    const payload = jobPayload(job);
    const { archiveId, week } = payload;
    const row = await repos.prompts.findSchedule(archiveId);
    // Off, paused or unsubscribed: nothing is sent and nothing scheduled ("send now" goes out while paused).
    if (!row || row.unsubscribed_at !== null || (row.enabled !== 1 && !payload.sendNow)) {
      await repos.jobs.complete(job);
      return 'skipped';
    }
    if (await repos.prompts.sentInWeek(archiveId, week)) {
      await finishUnsent(job, archiveId);
      return 'skipped';
    }
    const t = now();
    const { timeZone } = scheduleTime(row);
    const due = payload.sendNow ? payload.dueAt : nextSendAt(scheduleTime(row), weekStart(week, timeZone));
    if (weekKey(due, timeZone) !== week || t - due > LATEST_MS) {
      // The schedule moved out of this week, or the week went by while no instance ran.
      await finishUnsent(job, archiveId);
      return 'skipped';
    }
    // The schedule moved to later in the week (or the job was claimed early): it waits for it.
    const sendAt = outsideQuietHours(Math.max(due, t), timeZone);
    if (sendAt > t) {
      await repos.jobs.postpone(job, sendAt);
      return 'postponed';
    }

    const [question] = await nextQuestions(repos, archiveId, 1);
    if (!question) throw new Error('no question to send');
    const sendId = weeklySendId(job.key);
    const email = row.email;
    try {
      const archive = await repos.archives.findArchive(archiveId);
      const { mailer, publicUrl, signInLink } = deps.mail();
      const unsubscribeUrl = `${publicUrl}${UNSUBSCRIBE_PATH}?token=${await deps.unsubscribeLinks.token(archiveId, email)}`;
      const answerUrl = await signInLink(email, `${PROMPT_ANSWER_PATH}/${sendId}`);
      const mail = weeklyQuestionEmail({ storytellerName: archive?.subject_name || 'there', question: question.text, answerUrl, unsubscribeUrl });
      await mailer.send({
        to: email,
        ...mail,
        messageId: `<weekly-${archiveId}-${week}@kinstory>`,
        headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
    } catch (err) {
      // The last try: this week is given up, next week's is made; the runner keeps the reason.
      if (job.attempts >= WEEKLY_QUESTION_ATTEMPTS) await repos.transaction((tx) => scheduleNext(archiveId, tx, job.id));
      throw new Error(mailFailureReason(err), { cause: err });
    }
    await repos.transaction(async (tx) => {
      // First: a worker that lost its claim stores nothing.
      await repos.jobs.complete(job, tx);
      await repos.prompts.recordSend({ id: sendId, archive_id: archiveId, week, question: question.text, source: question.source, email, sent_at: now() }, tx);
      if (question.source === 'family' && question.position !== undefined) await repos.prompts.removeFromQueue(archiveId, question.position, tx);
      await scheduleNext(archiveId, tx, job.id);
    });
    return 'sent';
  }

  return {
    /** The job runner's handler for WEEKLY_QUESTION_JOB. */
    handler: (job: ClaimedJob) => send(job),

    scheduleNext,

    /** Every schedule that is on has its next job (at start; idempotent, whichever instances run it). */
    async reconcile(): Promise<void> {
      for (const row of await repos.prompts.activeSchedules()) {
        if ((await repos.prompts.openJobs(row.archive_id)).length === 0) await repos.transaction((tx) => scheduleNext(row.archive_id, tx));
      }
    },

    /** "Send this week's question now": this week's job, due now (or when the quiet hours end). */
    async sendNow(archiveId: string): Promise<PromptSendNowResponse> {
      const row = await repos.prompts.findSchedule(archiveId);
      if (!row) throw new HttpError(409, promptTexts.noSchedule);
      if (row.unsubscribed_at !== null) throw new HttpError(409, promptTexts.unsubscribed);
      const t = now();
      const week = weekKey(t, row.time_zone);
      if (await repos.prompts.sentInWeek(archiveId, week)) throw new HttpError(409, promptTexts.alreadySent);
      const sendsAt = outsideQuietHours(t, row.time_zone);
      const [question] = await nextQuestions(repos, archiveId, 1);
      const payload: WeeklyJobPayload = { archiveId, week, dueAt: sendsAt, sendNow: true };
      await repos.jobs.schedule({ kind: WEEKLY_QUESTION_JOB, key: weeklyJobKey(archiveId, week), payload, maxAttempts: WEEKLY_QUESTION_ATTEMPTS, runAfter: sendsAt });
      await wakeRunners();
      return { sendsAt, question: question!.text };
    },

    wakeRunners,
  };
}
export type WeeklyQuestion = ReturnType<typeof createWeeklyQuestion>;
