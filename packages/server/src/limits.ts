/**
 * Per-user limits of the routes that cost (a provider call, a stream); counted in the database so
 * that they hold across instances (plugins/limits.ts). Tests pass smaller ones.
 */
export interface Limits {
  /** POST /chat requests per user per minute. */
  chatPerMinute: number;
  /** POST /api/transcribe requests per user per minute. */
  transcribePerMinute: number;
  /** POST /api/recordings requests per user per minute (each keeps up to maxAudioBytes in the database). */
  recordingsPerMinute: number;
  /** POST /api/tts requests per user per minute. */
  ttsPerMinute: number;
  /** POST /api/conversations/:id/generate-title requests per user per minute. */
  titlePerMinute: number;
  /** GET /api/chat/intro and POST /api/conversations/:id/intro requests per user per minute. */
  introPerMinute: number;
  /** PUT /api/user/profile requests per user per minute. */
  profilePerMinute: number;
  /** POST and DELETE /api/invitations requests per user per minute. */
  invitationsPerMinute: number;
  /** The onboarding pair (invitation lookup, activation) per user per minute: tokens are not guessed. */
  onboardingPerMinute: number;
  /** POST /api/loose-facts/:id/mark-followed-up requests per user per minute. */
  followUpsPerMinute: number;
  /** Changes to stories and memories (PATCH, undo) per user per minute. */
  correctionsPerMinute: number;
  /** POST /api/stories/:id/perspectives requests per user per minute. */
  perspectivesPerMinute: number;
  /** POST /api/encouragements requests per user per minute. */
  encouragementsPerMinute: number;
  /** Changes to the weekly question (schedule, questions, send now, opening one) per user per minute; unsubscribe pages per address. */
  promptsPerMinute: number;
  /** POST /api/sign-in-link (no sign-in) per e-mail address per hour, whoever asks. */
  signInLinksPerEmailPerHour: number;
  /** POST /api/sign-in-link per client address per hour, whatever address it names. */
  signInLinksPerIpPerHour: number;
  /** POST /api/archive/book.pdf requests per user per minute (each renders a book in process). */
  bookPdfsPerMinute: number;
  /** Messages one conversation may hold (storyteller's, interviewer's and greetings); then 413. */
  maxMessagesPerConversation: number;
  /** Conversations one archive may hold; a new one past this is refused (429). */
  maxConversationsPerArchive: number;
  /** The interviewer's view of a conversation: the newest turns that fit this many tokens (≈ chars / 4). */
  historyTokenBudget: number;
  /** GET /events streams one user may have open at once; one more closes the oldest. */
  maxEventStreams: number;
  /** A verified ID token is checked with Firebase again (revoked, user disabled or deleted) after this long. */
  revocationRecheckMs: number;
  /** Chat streams one user may have open at once. */
  maxOpenChatStreams: number;
  /** A provider silent for this long (no token, no answer) is given up on. */
  providerTimeoutMs: number;
  /** Comment line interval on GET /events. */
  heartbeatMs: number;
  /**
   * The whole request (headers and body) must arrive within this (Fastify requestTimeout): a body
   * trickled in byte by byte does not hold a socket forever. A response streamed after it, such as
   * GET /events, is not cut by it.
   */
  requestTimeoutMs: number;
  /** The headers must arrive within this (Node's headersTimeout): no slowloris. */
  headersTimeoutMs: number;
  /** A socket silent both ways for this long is closed (Fastify connectionTimeout); streams send heartbeats. */
  connectionTimeoutMs: number;
  /** Uploaded audio, bytes. */
  maxAudioBytes: number;
  /** GET /api/archive/export requests per user per minute (each reads the whole archive). */
  exportsPerMinute: number;
  /** POST /api/archive/import: the largest zip taken, bytes; more is refused with 413. */
  maxImportBytes: number;
}

export const defaultLimits: Limits = {
  chatPerMinute: 30,
  transcribePerMinute: 20,
  recordingsPerMinute: 20,
  ttsPerMinute: 60,
  titlePerMinute: 20,
  introPerMinute: 20,
  profilePerMinute: 30,
  invitationsPerMinute: 20,
  onboardingPerMinute: 20,
  followUpsPerMinute: 60,
  correctionsPerMinute: 120,
  perspectivesPerMinute: 20,
  encouragementsPerMinute: 10,
  promptsPerMinute: 30,
  signInLinksPerEmailPerHour: 5,
  signInLinksPerIpPerHour: 20,
  bookPdfsPerMinute: 6,
  maxMessagesPerConversation: 2_000,
  maxConversationsPerArchive: 5_000,
  historyTokenBudget: 6_000,
  maxEventStreams: 10,
  revocationRecheckMs: 5 * 60_000,
  maxOpenChatStreams: 3,
  providerTimeoutMs: 60_000,
  heartbeatMs: 15_000,
  maxAudioBytes: 25 * 1024 * 1024,
  exportsPerMinute: 5,
  maxImportBytes: 512 * 1024 * 1024,
  // 25 MB of audio in 2 minutes needs about 2 Mbit/s upstream.
  requestTimeoutMs: 120_000,
  headersTimeoutMs: 15_000,
  // Above the provider timeout, so a chat stream waiting on a slow provider is not cut first.
  connectionTimeoutMs: 120_000,
};
