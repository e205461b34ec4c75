import { ProviderTimeoutError } from './timeout.ts';

/**
 * The idle timeout of a provider's chunks: a gap longer than timeoutMs calls onTimeout and rejects
 * the pending next(), even when the provider ignores its signal; so does `signal` aborting. One
 * timer per stream, not touched per chunk (a chunk notes its time; a timer that fires early is set
 * again for the rest of the gap).
 */
export class IdleWatch {
  private last = performance.now();
  private timer: NodeJS.Timeout;
  private failure: Error | null = null;
  private rejectPending: ((err: Error) => void) | null = null;
  private readonly onAbort = () => this.fail(this.signal.reason instanceof Error ? this.signal.reason : new Error('aborted'));

  constructor(
    private readonly timeoutMs: number,
    private readonly signal: AbortSignal,
    private readonly onTimeout: (err: Error) => void,
  ) {
    this.timer = setTimeout(this.check, timeoutMs);
    if (signal.aborted) this.onAbort();
    else signal.addEventListener('abort', this.onAbort, { once: true });
  }

  private readonly check = () => {
    const idle = performance.now() - this.last;
    if (idle < this.timeoutMs) {
      this.timer = setTimeout(this.check, this.timeoutMs - idle);
      return;
    }
    const err = new ProviderTimeoutError(this.timeoutMs);
    this.onTimeout(err);
    this.fail(err);
  };

  private fail(err: Error) {
    this.failure ??= err;
    this.rejectPending?.(this.failure);
  }

  /** The provider's next chunk, or the timeout/abort, whichever comes first. */
  next<T>(step: Promise<T>): Promise<T> {
    if (this.failure) {
      step.catch(() => undefined);
      return Promise.reject(this.failure);
    }
    return new Promise<T>((resolve, reject) => {
      this.rejectPending = reject;
      step.then(
        (value) => {
          this.last = performance.now();
          resolve(value);
        },
        reject,
      );
    });
  }

  stop() {
    clearTimeout(this.timer);
    this.rejectPending = null;
    this.signal.removeEventListener('abort', this.onAbort);
  }
}
