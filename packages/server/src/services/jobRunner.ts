import { setMaxListeners } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { type ClaimedJob, type JobsRepository, LostClaimError } from '../storage/repositories/jobs.ts';
import type { Signals } from '../storage/signals.ts';
import { providerError } from '../providers/errors.ts';

/** Does a job; must mark it done (jobs.complete) in the transaction that stores its result. */
export type JobHandler = (job: ClaimedJob, signal: AbortSignal) => Promise<unknown>;

export interface JobRunnerOptions {
  /** How long a claim holds without renewal; renewed every third of it while the job runs. */
  leaseMs: number;
  /** How often an idle runner looks for due jobs (retries come due without a signal). */
  pollMs: number;
  /** The wait before attempt n+1 after attempt n failed. */
  retryDelayMs: (attempts: number) => number;
  /** The clock due times are read on (epoch ms); tests shift it to a chosen week. */
  now: () => number;
}

export const defaultJobOptions: JobRunnerOptions = {
  leaseMs: 30_000,
  pollMs: 2_000,
  retryDelayMs: (attempts) => Math.min(1_000 * 2 ** (attempts - 1), 5 * 60_000),
  now: () => Date.now(),
};

/**
 * The durable job runner, one per instance: it claims due jobs one at a time (a new job signals
 * every instance; a poll finds the retries that came due), runs them with a renewed lease, and
 * retries a failure with backoff until its last attempt, keeping the reason. A job whose worker
 * died is claimed again when its lease runs out, on whichever instance looks first.
 */
export class JobRunner {
  private readonly stopping = new AbortController();
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private readonly unlisten: () => void;

  constructor(
    private readonly jobs: JobsRepository,
    private readonly handlers: Record<string, JobHandler>,
    signals: Signals,
    private readonly options: JobRunnerOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.unlisten = signals.listen('kinstory_jobs', () => this.wake?.());
    // Every running job (each chat turn's live extraction among them) listens for the stop.
    setMaxListeners(0, this.stopping.signal);
  }

  start() {
    this.loop ??= this.run();
  }

  private async run() {
    const kinds = Object.keys(this.handlers);
    while (!this.stopping.signal.aborted) {
      let job: ClaimedJob | null = null;
      try {
        job = await this.jobs.claimNext(kinds, this.options.leaseMs, this.options.now());
      } catch (err) {
        this.log.warn({ err: { message: (err as Error).message } }, 'could not claim a job');
      }
      if (job) {
        await this.runClaimed(job);
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, this.options.pollMs);
        function done() {
          clearTimeout(timer);
          resolve();
        }
        this.wake = done;
        this.stopping.signal.addEventListener('abort', done, { once: true });
      });
      this.wake = null;
    }
  }

  /**
   * Claims the job of this kind and key and runs it now, before it is due (the request that made
   * it); undefined when it is done, failed for good, running elsewhere, or failed this time.
   */
  async runNow<T>(kind: string, key: string): Promise<T | undefined> {
    const job = await this.jobs.claimKey(kind, key, this.options.leaseMs, this.options.now());
    return job ? this.runClaimed<T>(job) : undefined;
  }

  /** Runs a job this instance claimed (by the loop, or by the request that made it). Answers the handler's result, or undefined when it failed. */
  async runClaimed<T>(job: ClaimedJob): Promise<T | undefined> {
    const handler = this.handlers[job.kind];
    const lease = setInterval(() => void this.jobs.renew(job, this.options.leaseMs, this.options.now()).catch(() => undefined), this.options.leaseMs / 3);
    try {
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
      return (await handler(job, this.stopping.signal)) as T;
    } catch (err) {
      if (err instanceof LostClaimError) {
        this.log.warn({ job: job.id }, 'job claim lost to another worker; its result was not stored');
      } else if (this.stopping.signal.aborted) {
        await this.jobs.release(job).catch(() => undefined);
      } else {
        const reason = err instanceof Error ? err.message : String(err);
        const state = await this.jobs.fail(job, reason, this.options.retryDelayMs(job.attempts), this.options.now()).catch(() => 'lost');
        // The reason is stored with the job; the log says only what failed (the message may quote a story).
        this.log.warn({ job: job.id, kind: job.kind, attempts: job.attempts, state, err: providerError(job.kind, err) }, 'job failed');
      }
      return undefined;
    } finally {
      clearInterval(lease);
    }
  }

  /** Stops claiming; a job still running is given up (released) or finishes. */
  async stop() {
    this.stopping.abort(new Error('server shutting down'));
    this.unlisten();
    await this.loop;
  }
}
