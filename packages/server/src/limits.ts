/**
 * Per-user limits of the routes that cost (a provider call, a stream); counted in the database so
 * that they hold across instances (plugins/limits.ts). Tests pass smaller ones.
 */
export interface Limits {
  /** POST /chat requests per user per minute. */
  chatPerMinute: number;
  /** POST /api/transcribe requests per user per minute. */
  transcribePerMinute: number;
  /** POST /api/tts requests per user per minute. */
  ttsPerMinute: number;
  /** POST /api/conversations/:id/generate-title requests per user per minute. */
  titlePerMinute: number;
  /** GET /api/chat/intro and POST /api/conversations/:id/intro requests per user per minute. */
  introPerMinute: number;
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
  titlePerMinute: 20,
  introPerMinute: 20,
  maxOpenChatStreams: 3,
  providerTimeoutMs: 60_000,
  heartbeatMs: 15_000,
  maxAudioBytes: 25 * 1024 * 1024,
};
