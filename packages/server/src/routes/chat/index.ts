import type { FastifyInstance, FastifyReply } from 'fastify';
import { CHAT_STREAM_DONE, chatRequestSchema, type ChatStreamItem } from '@kinstory/contract';
import { HttpError, parse } from '../../http.ts';
import type { Limits } from '../../limits.ts';
import { RateLimiter } from '../../limits.ts';
import type { ConversationTurn, InterviewContext } from '../../providers/llm/types.ts';
import { forbidden, may, membershipForWrite } from '../../services/access.ts';
import { resolveConversationId } from '../../services/conversationIds.ts';
import { dataFrame, openSse } from '../../streaming/sse.ts';
import type { RealtimeState } from '../../streaming/state.ts';
import { withIdleTimeout, ProviderTimeoutError } from '../../streaming/timeout.ts';

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
    void sse.closed.then(() => abort.abort(new Error('client disconnected')));
    const send = (item: ChatStreamItem) => sse.write(dataFrame(item));

    const turn = (async () => {
      const history = await repos.conversations.listMessages(conversationId);
      const earlierReply = created ? undefined : history.find((m) => m.role === 'assistant' && m.id > userMessage.id && m.complete === 1);

      // Extraction runs beside the reply, for a new message only.
      const extraction = created
        ? (async () => {
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

      if (earlierReply) {
        // A retry of a message that already has its reply: the same reply, nothing stored.
        send({ text: earlierReply.content });
      } else {
        await streamReply(history.filter((m) => m.id <= userMessage.id).map((m) => ({ role: m.role, content: m.content })));
      }
      await extraction;
    })();

    async function streamReply(turns: ConversationTurn[]) {
      let text = '';
      let failure: string | null = null;
      try {
        const context = await interviewContext(turns);
        const timedOut = new AbortController();
        const stopSignal = AbortSignal.any([abort.signal, realtime.shutdown.signal]);
        const signal = AbortSignal.any([stopSignal, timedOut.signal]);
        const chunks = providers.interviewer.reply(context, signal);
        for await (const chunk of iterateWithTimeout(chunks, limits.providerTimeoutMs, stopSignal, (err) => timedOut.abort(err))) {
          text += chunk;
          send({ text: chunk });
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
      if (failure) send({ error: failure });
    }

    async function interviewContext(history: ConversationTurn[]): Promise<InterviewContext> {
      const [user, archive, facts, stories] = await Promise.all([
        repos.archives.findUser(uid),
        repos.archives.findArchive(membership.archiveId),
        repos.content.listLooseFacts(membership.archiveId, { includeFollowedUp: false }),
        repos.content.listStories(membership.archiveId, { limit: 10, offset: 0, sortBy: 'created_at', sortOrder: 'DESC' }),
      ]);
      return {
        storytellerName: user?.user_name ?? null,
        subjectName: archive?.subject_name ?? null,
        openFollowUps: facts.slice(0, 20).map((f) => ({ type: f.fact_type, value: f.value, suggestedPrompt: f.suggested_prompt })),
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
        sse.write(dataFrame(CHAT_STREAM_DONE));
        sse.end();
        const n = (openStreams.get(uid) ?? 1) - 1;
        if (n > 0) openStreams.set(uid, n);
        else openStreams.delete(uid);
      });
    realtime.track(finished);
    return reply;
  });
}

/**
 * Iterates a provider's chunks; a gap longer than timeoutMs calls onTimeout and throws
 * ProviderTimeoutError, even when the provider ignores its signal. One timer per stream, refreshed
 * per chunk (a timer per token costs too much at 100 concurrent streams).
 */
async function* iterateWithTimeout(source: AsyncIterable<string>, timeoutMs: number, signal: AbortSignal, onTimeout: (err: Error) => void): AsyncGenerator<string> {
  const iterator = source[Symbol.asyncIterator]();
  let rejectStop!: (err: unknown) => void;
  const stop = new Promise<never>((_, reject) => (rejectStop = reject));
  stop.catch(() => undefined);
  const timer = setTimeout(() => {
    const err = new ProviderTimeoutError(timeoutMs);
    onTimeout(err);
    rejectStop(err);
  }, timeoutMs);
  const onAbort = () => rejectStop(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
  if (signal.aborted) onAbort();
  else signal.addEventListener('abort', onAbort, { once: true });
  try {
    while (true) {
      const next = await Promise.race([iterator.next(), stop]);
      if (next.done) return;
      timer.refresh();
      yield next.value;
    }
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
    void Promise.resolve(iterator.return?.()).catch(() => undefined);
  }
}
