import { randomBytes } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { PromptSchedule } from '@kinstory/contract';
import type { Database, JobRow, PromptScheduleRow, PromptSendRow } from '../schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The weekly question's job kind; one job per archive and week, keyed `${archiveId}:${week}`. */
export const WEEKLY_QUESTION_JOB = 'weekly-question';

export const weeklyJobKey = (archiveId: string, week: string) => `${archiveId}:${week}`;

/** A send as the dashboard shows it: whether its conversation has a word from the storyteller yet. */
export type PromptSendWithAnswer = PromptSendRow & { answered: boolean };

/**
 * The weekly question's rows (migration 0014): the schedule, the family's queue, the sends, the
 * addresses that asked for no more, and the shared signing key of the unsubscribe links.
 */
export function createPromptRepository(db: Kysely<Database>) {
  const answered = sql<number>`(CASE WHEN EXISTS (SELECT 1 FROM messages WHERE messages.conversation_id = prompt_sends.id AND messages.role = 'user') THEN 1 ELSE 0 END)`;

  return {
    async findSchedule(archiveId: string, tx: Db = db): Promise<PromptScheduleRow | undefined> {
      return tx.selectFrom('prompt_schedules').selectAll().where('archive_id', '=', archiveId).executeTakeFirst();
    },

    async saveSchedule(archiveId: string, schedule: PromptSchedule, by: { uid: string; at: string; unsubscribedAt: string | null }, tx: Db = db): Promise<void> {
      const row = {
        enabled: schedule.enabled ? 1 : 0,
        day: schedule.day,
        time: schedule.time,
        time_zone: schedule.timeZone,
        email: schedule.email,
        unsubscribed_at: by.unsubscribedAt,
        updated_at: by.at,
        updated_by: by.uid,
      };
      await tx
        .insertInto('prompt_schedules')
        .values({ archive_id: archiveId, ...row })
        .onConflict((oc) => oc.column('archive_id').doUpdateSet(row))
        .execute();
    },

    /** Every schedule that is on and whose address did not ask for no more (the start-up check). */
    async activeSchedules(): Promise<PromptScheduleRow[]> {
      return db.selectFrom('prompt_schedules').selectAll().where('enabled', '=', 1).where('unsubscribed_at', 'is', null).execute();
    },

    /** When `email` asked this archive for no more questions; undefined if it never did. */
    async unsubscribedAt(archiveId: string, email: string, tx: Db = db): Promise<string | undefined> {
      const row = await tx.selectFrom('prompt_unsubscribes').select('unsubscribed_at').where('archive_id', '=', archiveId).where('email', '=', email.toLowerCase()).executeTakeFirst();
      return row?.unsubscribed_at;
    },

    /** `email` asks for no more: remembered for the archive, and a schedule sending to it is turned off. */
    async unsubscribe(archiveId: string, email: string, at: string, tx: Db = db): Promise<void> {
      await tx
        .insertInto('prompt_unsubscribes')
        .values({ archive_id: archiveId, email: email.toLowerCase(), unsubscribed_at: at })
        .onConflict((oc) => oc.columns(['archive_id', 'email']).doNothing())
        .execute();
      await tx
        .updateTable('prompt_schedules')
        .set({ enabled: 0, unsubscribed_at: sql<string>`COALESCE(unsubscribed_at, ${at})` })
        .where('archive_id', '=', archiveId)
        .where(sql<boolean>`LOWER(email) = ${email.toLowerCase()}`)
        .execute();
    },

    /** The family's own next questions, in order. */
    async queue(archiveId: string, tx: Db = db): Promise<{ position: number; text: string }[]> {
      return tx.selectFrom('prompt_questions').select(['position', 'text']).where('archive_id', '=', archiveId).orderBy('position').execute();
    },

    async replaceQueue(archiveId: string, texts: string[], tx: Db = db): Promise<void> {
      await tx.deleteFrom('prompt_questions').where('archive_id', '=', archiveId).execute();
      if (texts.length) await tx.insertInto('prompt_questions').values(texts.map((text, position) => ({ archive_id: archiveId, position, text }))).execute();
    },

    async removeFromQueue(archiveId: string, position: number, tx: Db = db): Promise<void> {
      await tx.deleteFrom('prompt_questions').where('archive_id', '=', archiveId).where('position', '=', position).execute();
    },

    /** The open follow-up items' suggested prompts, newest first. */
    async openFollowUpPrompts(archiveId: string, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('loose_facts')
        .select('suggested_prompt')
        .where('archive_id', '=', archiveId)
        .where('followed_up_at', 'is', null)
        .where(sql<boolean>`TRIM(suggested_prompt) <> ''`)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => r.suggested_prompt.trim());
    },

    async findSend(id: string): Promise<PromptSendRow | undefined> {
      return db.selectFrom('prompt_sends').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async sentInWeek(archiveId: string, week: string, tx: Db = db): Promise<boolean> {
      return (await tx.selectFrom('prompt_sends').select('id').where('archive_id', '=', archiveId).where('week', '=', week).executeTakeFirst()) !== undefined;
    },

    /** Every question that went out to the archive. */
    async sentQuestions(archiveId: string): Promise<string[]> {
      return (await db.selectFrom('prompt_sends').select('question').where('archive_id', '=', archiveId).execute()).map((r) => r.question);
    },

    /** The newest sends first, each with whether it was answered. */
    async recentSends(archiveId: string, limit: number): Promise<PromptSendWithAnswer[]> {
      const rows = await db
        .selectFrom('prompt_sends')
        .selectAll()
        .select(answered.as('answered'))
        .where('archive_id', '=', archiveId)
        .orderBy('week', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ ...r, answered: Number(r.answered) === 1 }));
    },

    async recordSend(send: PromptSendRow, tx: Db = db): Promise<void> {
      await tx.insertInto('prompt_sends').values(send).execute();
    },

    /** The archive's unfinished weekly-question jobs, soonest first (normally one: the next week's). */
    async openJobs(archiveId: string, tx: Db = db): Promise<JobRow[]> {
      return tx
        .selectFrom('jobs')
        .selectAll()
        .where('kind', '=', WEEKLY_QUESTION_JOB)
        .where('key', 'like', `${archiveId}:%`)
        .where('state', 'in', ['pending', 'running'])
        .orderBy('run_after')
        .execute();
    },

    /** Drops the archive's waiting weekly-question jobs but `keepKey`'s (a running one finishes). */
    async dropWaitingJobs(archiveId: string, keepKey: string | null, tx: Db = db): Promise<void> {
      let q = tx.deleteFrom('jobs').where('kind', '=', WEEKLY_QUESTION_JOB).where('key', 'like', `${archiveId}:%`).where('state', '=', 'pending');
      if (keepKey) q = q.where('key', '!=', keepKey);
      await q.execute();
    },

    /** A secret every instance shares: made by whichever asks first (the others' inserts do nothing), then read. */
    async secret(name: string): Promise<Buffer> {
      await db
        .insertInto('server_secrets')
        .values({ name, value: randomBytes(32).toString('base64url') })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const row = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
      return Buffer.from(row.value, 'base64url');
    },
  };
}
export type PromptRepository = ReturnType<typeof createPromptRepository>;
