import os from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * A fixed pool of worker threads, one task at a time each, with a real timeout: a worker that does
 * not answer in time is terminated (and replaced), so a stuck eSpeak call cannot hold a thread.
 *
 * Hand-written rather than piscina: the worker's code is a string run with `eval`, so the same pool
 * works under tsx, vitest and the esbuild bundle of `npm run build` without a worker file to ship
 * beside dist/server.js (piscina needs one on disk); what we need of a pool is 80 lines.
 */
export class WorkerPool<In, Out> {
  private readonly idle: Worker[] = [];
  private readonly queue: { input: In; resolve: (out: Out) => void; reject: (err: Error) => void; signal?: AbortSignal }[] = [];
  private size = 0;
  private closed = false;

  constructor(
    private readonly source: string,
    private readonly workerData: unknown,
    private readonly opts: { threads: number; timeoutMs: number; maxQueue: number },
  ) {}

  run(input: In, signal?: AbortSignal): Promise<Out> {
    if (this.closed) return Promise.reject(new Error('worker pool closed'));
    if (this.queue.length >= this.opts.maxQueue) return Promise.reject(new PoolBusyError());
    return new Promise<Out>((resolve, reject) => {
      this.queue.push({ input, resolve, reject, signal });
      this.drain();
    });
  }

  private drain() {
    while (this.queue.length) {
      let worker = this.idle.pop();
      if (!worker) {
        if (this.size >= this.opts.threads) return;
        worker = this.spawn();
      }
      const task = this.queue.shift()!;
      if (task.signal?.aborted) {
        this.idle.push(worker);
        task.reject(task.signal.reason instanceof Error ? task.signal.reason : new Error('aborted'));
        continue;
      }
      this.runOn(worker, task);
    }
  }

  private spawn(): Worker {
    this.size += 1;
    const worker = new Worker(this.source, { eval: true, workerData: this.workerData });
    worker.unref();
    return worker;
  }

  private runOn(worker: Worker, task: (typeof this.queue)[number]) {
    let settled = false;
    const finish = (healthy: boolean, settle: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      task.signal?.removeEventListener('abort', onAbort);
      if (healthy && !this.closed) this.idle.push(worker);
      else {
        this.size -= 1;
        void worker.terminate();
      }
      settle();
      this.drain();
    };
    const onMessage = (msg: { ok: true; value: Out } | { ok: false; error: string }) =>
      finish(true, () => (msg.ok ? task.resolve(msg.value) : task.reject(new Error(msg.error))));
    const onError = (err: Error) => finish(false, () => task.reject(err));
    const onAbort = () => finish(false, () => task.reject(task.signal!.reason instanceof Error ? task.signal!.reason : new Error('aborted')));
    const timer = setTimeout(() => finish(false, () => task.reject(new WorkerTimeoutError(this.opts.timeoutMs))), this.opts.timeoutMs);
    worker.on('message', onMessage);
    worker.on('error', onError);
    task.signal?.addEventListener('abort', onAbort, { once: true });
    worker.postMessage(task.input);
  }

  /** Threads alive now (tests: a stuck one was replaced, not leaked). */
  get threads() {
    return this.size;
  }

  async close() {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error('worker pool closed'));
    await Promise.all(this.idle.splice(0).map((w) => w.terminate()));
  }
}

export class WorkerTimeoutError extends Error {
  constructor(ms: number) {
    super(`worker gave no answer within ${ms} ms`);
    this.name = 'WorkerTimeoutError';
  }
}

export class PoolBusyError extends Error {
  constructor() {
    super('too many tasks waiting');
    this.name = 'PoolBusyError';
  }
}

/** One thread per core, leaving one for the event loop when there are several. */
export const threadsForCores = () => Math.max(1, Math.min(4, os.availableParallelism() - 1));
