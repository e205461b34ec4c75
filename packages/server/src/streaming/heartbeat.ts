import type { SseStream } from './sse.ts';

/** SSE's reconnection delay, sent as the last frame when the server stops. */
export const RETRY_FRAME = 'retry: 1000\n\n';

/**
 * Open event streams kept alive together: a comment line to each at least every heartbeatMs from
 * one shared timer (a stream's first comes within heartbeatMs of opening), all ended when
 * `shutdown` aborts: a Set entry per stream, not a timer and a listener each. The heartbeat is
 * what tells a live stream from a dead one, so a kept-alive stream's socket needs no idle timer.
 */
export class KeptAlive {
  private readonly streams = new Set<SseStream>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly heartbeatMs: number,
    private readonly shutdown: AbortSignal,
  ) {
    // Ended with a retry hint: the client reconnects (to another instance) and resumes.
    shutdown.addEventListener('abort', () => {
      for (const s of this.streams) s.end(RETRY_FRAME);
    });
  }

  /** Keeps `stream` alive until it is deleted (call delete when it closes). */
  add(stream: SseStream) {
    if (this.shutdown.aborted) {
      stream.end(RETRY_FRAME);
      return;
    }
    this.streams.add(stream);
    stream.heartbeatKeepsAlive();
    this.timer ??= setInterval(() => {
      for (const s of this.streams) s.write(': keep-alive\n\n');
    }, this.heartbeatMs);
  }

  delete(stream: SseStream) {
    this.streams.delete(stream);
    if (this.streams.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }
}
