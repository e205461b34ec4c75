import type { FastifyInstance, FastifyReply } from 'fastify';
import { CHAT_STREAM_DONE, chatRequestSchema, type ChatStreamItem } from '@kinstory/contract';
import { HttpError, parse } from '../../http.ts';
import type { Limits } from '../../limits.ts';
import { RateLimiter } from '../../limits.ts';
import type { ConversationTurn, InterviewContext } from '../../providers/llm/types.ts';
import { forbidden, may, membershipForWrite } from '../../services/access.ts';
import { resolveConversationId } from '../../services/conversationIds.ts';
import { dataFrame, openSse, textFrame } from '../../streaming/sse.ts';
import type { RealtimeState } from '../../streaming/state.ts';
import { withIdleTimeout, ProviderTimeoutError } from '../../streaming/timeout.ts';

/** The newest open follow-up items the interviewer is shown (SPEC: it sees open follow-ups). */
const OPEN_FOLLOW_UPS_IN_CONTEXT = 20;

const notFound = () => new HttpError(404, 'Conversation not found');
export const streamErrorText = 'The interviewer could not answer just now. Your message is saved; please try again.';
export const timeoutErrorText = 'The interviewer took too long to answer. Your message is saved; please try again.';

export function tooMany(reply: FastifyReply, retryAfterSeconds: number, text = 'Too many requests: please wait a moment and try again'): never {
  reply.header('retry-after', String(retryAfterSeconds));
  throw new HttpError(429, text);
}

/**
 * POST /chat (SPEC §7 "Chat reply stream"): stores the storyteller's message, streams the
 * interviewer's reply as `data: {text}` items, runs extraction (stored, published on the
 * conversation's event bus and sent as `data: {memory}`), ends with `data: [DONE]`.
 */
export default async function chatRoutes(app: FastifyInstance, opts: { limits: Limits; realtime: RealtimeState }) {
  const { repos, providers } = app;
  const { limits, realtime } = opts;
  const rate = new RateLimiter(limits.chatPerMinute);
  const openStreams = new Map<string, number>();

  app.post('/chat', async (request, reply) => {
    const { uid } = request.user;
    const wait = rate.take(uid);
    if (wait > 0) tooMany(reply, wait);
    const body = parse(chatRequestSchema, request.body, 'body');
    const conversationId = resolveConversationId(body.conversationId, uid);
    const messageId = body.messageId ?? String(Date.now());

    const existing = await repos.conversations.find(conversationId);
    // Someone else's conversation is answered exactly like a missing one.
    if (existing && existing.owner_uid !== uid) throw notFound();
    const membership = await membershipForWrite(repos, request.user);
    if (!may.writeConversations(membership.role)) throw forbidden();
    if ((openStreams.get(uid) ?? 0) >= limits.maxOpenChatStreams) {
      tooMany(reply, 5, `At most ${limits.maxOpenChatStreams} replies can stream at once: please wait for one to finish`);
    }
    const conversation = await repos.conversations.claim(conversationId, uid, membership.archiveId);
    if (!conversation) throw notFound();

    // The storyteller's words are stored before anything else happens, once per messageId.
    const { row: userMessage, created } = await repos.conversations.addMessageOnce(conversationId, {
      clientMessageId: messageId,
      role: 'user',
      content: body.text,
    });

    openStreams.set(uid, (openStreams.get(uid) ?? 0) + 1);
    const sse = openSse(reply);
    const abort = new AbortController();
    sse.onClose(() => abort.abort(new Error('client disconnected')));
    const send = (item: ChatStreamItem) => sse.write(dataFrame(item));

    // Extraction (CPU-heavy with the embedded extractor) starts once the reply's first token went
    // out, or the reply ended, on a later turn of the event loop: it runs beside the reply without
    // holding up its start or the tokens of the other streams already queued.
    let startExtraction!: () => void;
    const replyStarted = new Promise<void>((r) => (startExtraction = r)).then(() => new Promise<void>((r) => setImmediate(r)));

    const turn = (async () => {
      const history = await repos.conversations.listMessages(conversationId);
      const earlierReply = created ? undefined : history.find((m) => m.role === 'assistant' && m.id > userMessage.id && m.complete === 1);

      // Extraction runs beside the reply, for a new message only.
      const extraction = created
        ? (async () => {
            await replyStarted;
            const user = await repos.archives.findUser(uid);
            const turns: ConversationTurn[] = history.filter((m) => m.id < userMessage.id).map((m) => ({ role: m.role, content: m.content }));
            const result = await withIdleTimeout(
              (signal) => providers.extractor.extract({ message: body.text, history: turns, narrator: user?.user_name ?? null }, signal),
              limits.providerTimeoutMs,
              realtime.shutdown.signal,
            );
            const stored = await realtime.hub.store({ conversationId, ownerUid: uid, archiveId: membership.archiveId, sourceMessageId: userMessage.id }, result);
            send({ memory: stored.memory });
          })().catch((err: unknown) => request.log.warn({ err }, 'extraction failed'))
        : Promise.resolve();

      let failure: string | null = null;
      try {
        if (earlierReply) {
          // A retry of a message that already has its reply: the same reply, nothing stored.
          send({ text: earlierReply.content });
        } else {
          failure = await streamReply(history.filter((m) => m.id <= userMessage.id).map((m) => ({ role: m.role, content: m.content })));
        }
      } finally {
        startExtraction();
      }
      await extraction;
      // An interviewer failure is the last item before [DONE], after the extraction's {memory}.
      if (failure) send({ error: failure });
    })();

    /** Streams and stores the reply; answers the {error} text when the interviewer failed. */
    async function streamReply(turns: ConversationTurn[]): Promise<string | null> {
      let text = '';
      let failure: string | null = null;
      try {
        const context = await interviewContext(turns);
        const timedOut = new AbortController();
        const stopSignal = AbortSignal.any([abort.signal, realtime.shutdown.signal]);
        const signal = AbortSignal.any([stopSignal, timedOut.signal]);
        const chunks = providers.interviewer.reply(context, signal)[Symbol.asyncIterator]();
        const watch = new IdleWatch(limits.providerTimeoutMs, stopSignal, (err) => timedOut.abort(err));
        try {
          while (true) {
            const next = await watch.next(chunks.next());
            if (next.done) break;
            const chunk = next.value;
            text += chunk;
            sse.write(textFrame(chunk));
            startExtraction();
          }
        } finally {
          watch.stop();
          void Promise.resolve(chunks.return?.()).catch(() => undefined);
        }
      } catch (err) {
        if (!abort.signal.aborted && !realtime.shutdown.signal.aborted) {
          failure = err instanceof ProviderTimeoutError ? timeoutErrorText : streamErrorText;
          request.log.warn({ err }, 'interviewer failed');
        }
      }
      const cutOff = abort.signal.aborted || realtime.shutdown.signal.aborted || failure !== null;
      if (text) {
        await repos.conversations.addMessage(conversationId, {
          clientMessageId: `reply-${messageId}-${Date.now().toString(36)}`.slice(0, 64),
          role: 'assistant',
          content: text,
          complete: !cutOff,
        });
      }
      return failure;
    }

    async function interviewContext(history: ConversationTurn[]): Promise<InterviewContext> {
      const [user, archive, facts, stories] = await Promise.all([
        repos.archives.findUser(uid),
        repos.archives.findArchive(membership.archiveId),
        repos.content.listLooseFacts(membership.archiveId, { includeFollowedUp: false, limit: OPEN_FOLLOW_UPS_IN_CONTEXT }),
        repos.content.listStories(membership.archiveId, { limit: 10, offset: 0, sortBy: 'created_at', sortOrder: 'DESC' }),
      ]);
      return {
        storytellerName: user?.user_name ?? null,
        subjectName: archive?.subject_name ?? null,
        openFollowUps: facts.map((f) => ({ type: f.fact_type, value: f.value, suggestedPrompt: f.suggested_prompt })),
        earlierStories: stories.map((s) => ({ title: s.title, summary: s.summary })),
        history,
      };
    }

    const finished = turn
      .catch((err: unknown) => {
        request.log.error({ err }, 'chat turn failed');
        send({ error: streamErrorText });
      })
      .finally(() => {
        sse.end(dataFrame(CHAT_STREAM_DONE));
        const n = (openStreams.get(uid) ?? 1) - 1;
        if (n > 0) openStreams.set(uid, n);
        else openStreams.delete(uid);
      });
    realtime.track(finished);
    return reply;
  });
}

/**
 * The idle timeout of a provider's chunks: a gap longer than timeoutMs calls onTimeout and rejects
 * the pending next(), even when the provider ignores its signal; so does `signal` aborting. One
 * timer per stream that is not touched per chunk (each chunk only notes its time; when the timer
 * fires early it is set again for the rest of the gap), and no Promise.race per chunk (whose
 * reaction on the never-settling stop promise piled up, one per token).
 */
class IdleWatch {
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
