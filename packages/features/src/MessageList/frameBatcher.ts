/**
 * Buffers streamed tokens and hands them on at most once per frame: a reply of thousands of
 * tokens would otherwise cost one React render per token.
 */
export interface FrameBatcher {
  push: (token: string) => void;
  /** Flushes what is buffered now (e.g. when the stream ends). */
  flush: () => void;
  cancel: () => void;
}

export interface FrameScheduler {
  request: (callback: () => void) => number;
  cancel: (handle: number) => void;
}

export const animationFrames: FrameScheduler = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

export function createFrameBatcher(onFlush: (chunk: string) => void, scheduler: FrameScheduler = animationFrames): FrameBatcher {
  let buffer: string[] = [];
  let handle: number | null = null;

  const flush = () => {
    if (handle !== null) scheduler.cancel(handle);
    handle = null;
    if (buffer.length === 0) return;
    const chunk = buffer.join('');
    buffer = [];
    onFlush(chunk);
  };

  return {
    push(token) {
      buffer.push(token);
      if (handle === null) handle = scheduler.request(flush);
    },
    flush,
    cancel() {
      if (handle !== null) scheduler.cancel(handle);
      handle = null;
      buffer = [];
    },
  };
}
