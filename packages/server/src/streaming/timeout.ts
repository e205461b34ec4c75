export class ProviderTimeoutError extends Error {
  constructor(ms: number) {
    super(`provider gave no answer within ${ms} ms`);
  }
}

/**
 * Runs fn with a signal that aborts after timeoutMs or when `outer` aborts; rejects at that moment
 * even when fn ignores its signal (a hung provider must not hold the stream).
 */
export async function withIdleTimeout<T>(fn: (signal: AbortSignal) => Promise<T>, timeoutMs: number, outer?: AbortSignal): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const stop = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const err = new ProviderTimeoutError(timeoutMs);
      controller.abort(err);
      reject(err);
    }, timeoutMs);
    onAbort = () => {
      controller.abort(outer?.reason);
      reject(outer?.reason instanceof Error ? outer.reason : new Error('aborted'));
    };
    if (outer?.aborted) onAbort();
    else outer?.addEventListener('abort', onAbort, { once: true });
  });
  stop.catch(() => undefined);
  try {
    return await Promise.race([fn(controller.signal), stop]);
  } finally {
    clearTimeout(timer);
    if (onAbort) outer?.removeEventListener('abort', onAbort);
  }
}
