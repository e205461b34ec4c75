import { randomUUID } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import { now } from '../database.ts';
import type { Dialect } from '../migrations.ts';
import type { Database, JobRow } from '../schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Thrown when a job's claim was lost (its lease ran out and another worker took it). */
export class LostClaimError extends Error {}

/** A job to add: what to do (kind, key, payload), how often to try it, not before when (epoch ms; 0: now). */
export interface NewJob {
  kind: string;
  key: string;
  payload: unknown;
  maxAttempts: number;
  runAfter?: number;
}

/** A job a worker holds: the row, and the claim that must still be its own when it finishes. */
export interface ClaimedJob {
  id: number;
  kind: string;
  key: string;
  payload: string;
  attempts: number;
  claim: string;
}

/**
 * Durable jobs (ARCHITECTURE "Scale"): a row per job (`state`, `attempts`, `run_after`,
 * `last_error`), claimed by one worker at a time with a lease — `FOR UPDATE SKIP LOCKED` on
 * PostgreSQL, as pg-boss does; SQLite runs one writer at a time. A job is done only in the
 * transaction that stores its result, and only while its claim is still the worker's own, so a job
 * whose lease ran out (a worker that hung or died) is redone at most once in effect: never twice.
 */
export function createJobsRepository(db: Kysely<Database>, dialect: Dialect) {
  const toClaimed = (row: JobRow): ClaimedJob => ({ id: row.id, kind: row.kind, key: row.key, payload: row.payload, attempts: row.attempts, claim: row.claim! });

  const newRow = (job: NewJob) => {
    const at = now();
    return {
      kind: job.kind,
      key: job.key,
      payload: JSON.stringify(job.payload),
      state: 'pending' as const,
      attempts: 0,
      max_attempts: job.maxAttempts,
      run_after: job.runAfter ?? 0,
      locked_until: null,
      claim: null,
      last_error: null,
      created_at: at,
      updated_at: at,
    };
  };

  /** Jobs that may be claimed now: pending and due, or running with a lease that ran out. */
  const claimable = (at: number) => sql<boolean>`((state = 'pending' AND run_after <= ${at}) OR (state = 'running' AND locked_until < ${at}))`;

  return {
    /** Adds a job unless one of that kind and key exists (then nothing changes). */
    async enqueue(job: NewJob, tx: Db = db): Promise<void> {
      await tx
        .insertInto('jobs')
        .values(newRow(job))
        .onConflict((oc) => oc.columns(['kind', 'key']).doNothing())
        .execute();
    },

    /**
     * Adds the job of this kind and key due at `runAfter`, or moves the one there is to it: a pending
     * one is re-dated, a finished one (done, or failed for good) is pending again with no attempts.
     * A running one keeps running; its worker decides what comes next. Scheduled work (the weekly
     * question) uses it; extraction's jobs are enqueued once.
     */
    async schedule(job: NewJob & { runAfter: number }, tx: Db = db): Promise<void> {
      const finished = sql<boolean>`jobs.state IN ('done', 'failed')`;
      await tx
        .insertInto('jobs')
        .values(newRow(job))
        .onConflict((oc) =>
          oc.columns(['kind', 'key']).doUpdateSet({
            payload: (eb) => eb.ref('excluded.payload'),
            run_after: (eb) => eb.ref('excluded.run_after'),
            max_attempts: (eb) => eb.ref('excluded.max_attempts'),
            state: sql`CASE WHEN jobs.state = 'running' THEN 'running' ELSE 'pending' END`,
            attempts: sql`CASE WHEN ${finished} THEN 0 ELSE jobs.attempts END`,
            last_error: sql`CASE WHEN ${finished} THEN NULL ELSE jobs.last_error END`,
            updated_at: (eb) => eb.ref('excluded.updated_at'),
          }),
        )
        .execute();
    },

    /** A claimed job that is not due yet goes back to wait until `runAfter`; not counted as an attempt. Throws LostClaimError when the claim was lost. */
    async postpone(job: ClaimedJob, runAfter: number, tx: Db = db): Promise<void> {
      const res = await tx
        .updateTable('jobs')
        .set({ state: 'pending', run_after: runAfter, claim: null, locked_until: null, attempts: sql<number>`attempts - 1`, updated_at: now() })
        .where('id', '=', job.id)
        .where('claim', '=', job.claim)
        .where('state', '=', 'running')
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw new LostClaimError(`job ${job.id} was claimed by another worker`);
    },

    /** Claims the next due job of `kinds` for `leaseMs`, or answers null when there is none. */
    async claimNext(kinds: string[], leaseMs: number, at = Date.now()): Promise<ClaimedJob | null> {
      const claim = randomUUID();
      const skipLocked = dialect === 'postgres' ? sql` FOR UPDATE SKIP LOCKED` : sql``;
      const kindList = sql.join(kinds.map((k) => sql`${k}`));
      const result = await sql<JobRow>`
        UPDATE jobs SET state = 'running', claim = ${claim}, locked_until = ${at + leaseMs}, attempts = attempts + 1, updated_at = ${now()}
        WHERE id = (SELECT id FROM jobs WHERE kind IN (${kindList}) AND ${claimable(at)} ORDER BY run_after, id LIMIT 1${skipLocked})
        RETURNING *`.execute(db);
      const row = result.rows[0];
      return row ? toClaimed(row) : null;
    },

    /**
     * Claims the job of this kind and key unless it is done, failed for good or running elsewhere:
     * the request that made it runs it at once, before it is due for the runner.
     */
    async claimKey(kind: string, key: string, leaseMs: number, at = Date.now()): Promise<ClaimedJob | null> {
      const claim = randomUUID();
      const row = await db
        .updateTable('jobs')
        .set({ state: 'running', claim, locked_until: at + leaseMs, attempts: sql<number>`attempts + 1`, updated_at: now() })
        .where('kind', '=', kind)
        .where('key', '=', key)
        .where(sql<boolean>`(state = 'pending' OR (state = 'running' AND locked_until < ${at}))`)
        .returningAll()
        .executeTakeFirst();
      return row ? toClaimed(row) : null;
    },

    /** Extends the lease of a job still held; false when the claim was lost. */
    async renew(job: ClaimedJob, leaseMs: number, at = Date.now()): Promise<boolean> {
      const res = await db.updateTable('jobs').set({ locked_until: at + leaseMs }).where('id', '=', job.id).where('claim', '=', job.claim).executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    /** Marks the job done inside the transaction that stores its result; throws LostClaimError (rolling it back) when the claim was lost. */
    async complete(job: ClaimedJob, tx: Db = db): Promise<void> {
      const res = await tx
        .updateTable('jobs')
        .set({ state: 'done', claim: null, locked_until: null, last_error: null, updated_at: now() })
        .where('id', '=', job.id)
        .where('claim', '=', job.claim)
        .where('state', '=', 'running')
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw new LostClaimError(`job ${job.id} was claimed by another worker`);
    },

    /** Empties a finished job's payload (a secret it carried, such as an invitation token), in the transaction that completes it. */
    async forgetPayload(job: Pick<ClaimedJob, 'id'>, tx: Db = db): Promise<void> {
      await tx.updateTable('jobs').set({ payload: '{}' }).where('id', '=', job.id).execute();
    },

    /** A failed attempt: tried again after `retryInMs`, or failed for good after its last attempt, the reason kept. */
    async fail(job: ClaimedJob, error: string, retryInMs: number, at = Date.now()): Promise<'pending' | 'failed' | 'lost'> {
      const row = await db
        .updateTable('jobs')
        .set({
          state: sql`CASE WHEN attempts >= max_attempts THEN 'failed' ELSE 'pending' END`,
          run_after: at + retryInMs,
          claim: null,
          locked_until: null,
          last_error: error.slice(0, 2000),
          updated_at: now(),
        })
        .where('id', '=', job.id)
        .where('claim', '=', job.claim)
        .returning('state')
        .executeTakeFirst();
      return row ? (row.state as 'pending' | 'failed') : 'lost';
    },

    /** Gives up the claim without counting an attempt (the server is stopping). */
    async release(job: ClaimedJob): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ state: 'pending', claim: null, locked_until: null, attempts: sql<number>`attempts - 1`, updated_at: now() })
        .where('id', '=', job.id)
        .where('claim', '=', job.claim)
        .execute();
    },

    /**
     * Every unfinished job becomes claimable at once. Only for a store this process alone uses
     * (SQLite, claimed at start): whatever was running, or waiting for its request, was in a
     * process that is gone. Jobs of `scheduledKinds` keep their time: it is when they are due
     * (a weekly question must not go out because the server restarted).
     */
    async reclaimAbandoned(scheduledKinds: string[] = []): Promise<number> {
      const keepsTime = scheduledKinds.length ? sql<boolean>`kind IN (${sql.join(scheduledKinds)})` : sql<boolean>`1 = 0`;
      const res = await db
        .updateTable('jobs')
        .set({ locked_until: 0, run_after: sql<number>`CASE WHEN state = 'pending' AND ${keepsTime} THEN run_after ELSE 0 END` })
        .where('state', 'in', ['running', 'pending'])
        .executeTakeFirst();
      return Number(res.numUpdatedRows);
    },

    async find(kind: string, key: string) {
      return db.selectFrom('jobs').selectAll().where('kind', '=', kind).where('key', '=', key).executeTakeFirst();
    },
  };
}
export type JobsRepository = ReturnType<typeof createJobsRepository>;
