/** Per-user limits of the real-time and speech routes (issue #5); tests pass smaller ones. */
export interface Limits {
  /** POST /chat requests per user per minute. */
  chatPerMinute: number;
  /** POST /api/transcribe requests per user per minute. */
  transcribePerMinute: number;
  /** POST /api/tts requests per user per minute. */
  ttsPerMinute: number;
  /** Chat streams one user may have open at once. */
  maxOpenChatStreams: number;
  /** A provider silent for this long (no token, no answer) is given up on. */
  providerTimeoutMs: number;
  /** Comment line interval on GET /events. */
  heartbeatMs: number;
  /** Uploaded audio, bytes. */
  maxAudioBytes: number;
}

export const defaultLimits: Limits = {
  chatPerMinute: 30,
  transcribePerMinute: 20,
  ttsPerMinute: 60,
  maxOpenChatStreams: 3,
  providerTimeoutMs: 60_000,
  heartbeatMs: 15_000,
  maxAudioBytes: 25 * 1024 * 1024,
};

/**
 * Sliding-window request counter per key (user + route), in memory. Answers how many seconds the
 * caller must wait (0 when the request may go ahead, and then counts it).
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly perWindow: number,
    private readonly windowMs = 60_000,
  ) {}

  take(key: string, at = Date.now()): number {
    const since = at - this.windowMs;
    const list = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (list.length >= this.perWindow) {
      this.hits.set(key, list);
      return Math.max(1, Math.ceil((list[0]! + this.windowMs - at) / 1000));
    }
    list.push(at);
    this.hits.set(key, list);
    if (this.hits.size > 50_000) this.prune(since);
    return 0;
  }

  private prune(since: number) {
    for (const [key, list] of this.hits) if (list.every((t) => t <= since)) this.hits.delete(key);
  }
}
