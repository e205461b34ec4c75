import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ChatStreamItem } from '@kinstory/contract';
import { HttpError } from '../http.ts';
import type { Limits } from '../limits.ts';
import type { AuthUser } from '../plugins/auth.ts';
import type { Repositories } from '../plugins/db.ts';
import type { Providers } from '../plugins/providers.ts';
import type { ConversationTurn, InterviewContext } from '../providers/llm/types.ts';
import type { MessageRow } from '../storage/schema.ts';
import { STREAM_RENEW_MS } from '../storage/repositories/limits.ts';
import { IdleWatch } from '../streaming/idleWatch.ts';
import type { RealtimeState } from '../streaming/state.ts';
import { ProviderTimeoutError, withIdleTimeout } from '../streaming/timeout.ts';
import { forbidden, may, membershipForWrite } from './access.ts';
import { resolveConversationId } from './conversationIds.ts';

/** The newest open follow-up items the interviewer is shown (SPEC: it sees open follow-ups). */
const OPEN_FOLLOW_UPS_IN_CONTEXT = 20;

export const streamErrorText = 'The interviewer could not answer just now. Your message is saved; please try again.';
export const timeoutErrorText = 'The interviewer took too long to answer. Your message is saved; please try again.';
const notFound = () => new HttpError(404, 'Conversation not found');

/** A storyteller message that was accepted and stored; its reply is still to come. */
export interface AcceptedTurn {
  uid: string;
  conversationId: string;
  messageId: string;
  text: string;
  archiveId: string;
  userMessage: MessageRow;
  /** false when the message was stored before (a retry of the same messageId). */
  created: boolean;
  /** The open-stream lease this turn holds. */
  streamLease: string;
}

/** Where a turn's reply goes: the chat stream's frames, and the client's going away. */
export interface TurnOutput {
  send(item: ChatStreamItem): void;
  sendText(chunk: string): void;
  /** Aborts when the client disconnects. */
  disconnected: AbortSignal;
}

/**
 * A conversation turn (POST /chat): the storyteller's message is stored first, once per messageId;
 * the interviewer's reply streams and is stored (cut off if it had to stop); extraction runs beside
 * it and its results reach every /events subscriber through the event hub.
 */
export function createConversationService(deps: { repos: Repositories; providers: Providers; limits: Limits; realtime: RealtimeState; log: FastifyBaseLogger }) {
  const { repos, providers, limits, realtime } = deps;

  /** Checks who may write here, takes an open-stream lease and stores the message. */
  async function accept(user: AuthUser, body: { text: string; conversationId: string; messageId?: string }): Promise<AcceptedTurn> {
    const { uid } = user;
    const conversationId = resolveConversationId(body.conversationId, uid);
    const messageId = body.messageId ?? randomUUID();
    const existing = await repos.conversations.find(conversationId);
    // Someone else's conversation is answered exactly like a missing one.
    if (existing && existing.owner_uid !== uid) throw notFound();
    const membership = await membershipForWrite(repos, user);
    if (!may.writeConversations(membership.role)) throw forbidden();
    const streamLease = await repos.limits.openStream(uid, limits.maxOpenChatStreams);
    if (!streamLease) {
      throw new HttpError(429, `At most ${limits.maxOpenChatStreams} replies can stream at once: please wait for one to finish`, { 'retry-after': '5' });
    }
    try {
      const conversation = await repos.conversations.claim(conversationId, uid, membership.archiveId);
      if (!conversation) throw notFound();
      // The storyteller's words are stored before anything else happens, once per messageId.
      const { row: userMessage, created } = await repos.conversations.addMessageOnce(conversationId, { clientMessageId: messageId, role: 'user', content: body.text });
      return { uid, conversationId, messageId, text: body.text, archiveId: membership.archiveId, userMessage, created, streamLease };
    } catch (err) {
      await repos.limits.closeStream(streamLease);
      throw err;
    }
  }

  /** Streams the reply and runs extraction; never rejects (a failure is sent as an {error} item). */
  async function run(turn: AcceptedTurn, out: TurnOutput, log: FastifyBaseLogger): Promise<void> {
    const renew = setInterval(() => void repos.limits.renewStream(turn.streamLease).catch(() => undefined), STREAM_RENEW_MS);
    try {
      await runTurn(turn, out, log);
    } catch (err) {
      log.error({ err }, 'chat turn failed');
      out.send({ error: streamErrorText });
    } finally {
      clearInterval(renew);
      await repos.limits.closeStream(turn.streamLease).catch(() => undefined);
    }
  }

  async function runTurn(turn: AcceptedTurn, out: TurnOutput, log: FastifyBaseLogger): Promise<void> {
    const { conversationId, userMessage, created } = turn;
    // Extraction (CPU-heavy with the embedded extractor) starts once the reply's first token went
    // out, or the reply ended, on a later turn of the event loop, so it never delays the reply.
    let startExtraction!: () => void;
    const replyStarted = new Promise<void>((r) => (startExtraction = r)).then(() => new Promise<void>((r) => setImmediate(r)));

    const history = await repos.conversations.listMessages(conversationId);
    const earlierReply = created ? undefined : history.find((m) => m.role === 'assistant' && m.id > userMessage.id && m.complete === 1);
    const extraction = created
      ? replyStarted.then(() => extract(turn, history.filter((m) => m.id < userMessage.id), out)).catch((err: unknown) => log.warn({ err }, 'extraction failed'))
      : Promise.resolve();

    let failure: string | null = null;
    try {
      if (earlierReply) {
        // A retry of a message that already has its reply: the same reply, nothing stored.
        out.send({ text: earlierReply.content });
      } else {
        failure = await streamReply(turn, history.filter((m) => m.id <= userMessage.id).map(toTurn), out, startExtraction, log);
      }
    } finally {
      startExtraction();
    }
    await extraction;
    // An interviewer failure is the last item before [DONE], after the extraction's {memory}.
    if (failure) out.send({ error: failure });
  }

  async function extract(turn: AcceptedTurn, earlier: MessageRow[], out: TurnOutput) {
    const user = await repos.archives.findUser(turn.uid);
    const result = await withIdleTimeout(
      (signal) => providers.extractor.extract({ message: turn.text, history: earlier.map(toTurn), narrator: user?.user_name ?? null }, signal),
      limits.providerTimeoutMs,
      realtime.shutdown.signal,
    );
    await realtime.hub.store({ conversationId: turn.conversationId, ownerUid: turn.uid, archiveId: turn.archiveId, sourceMessageId: turn.userMessage.id }, result);
    out.send({ memory: result.memory });
  }

  /** Streams and stores the reply; answers the {error} text when the interviewer failed. */
  async function streamReply(turn: AcceptedTurn, turns: ConversationTurn[], out: TurnOutput, onToken: () => void, log: FastifyBaseLogger): Promise<string | null> {
    let text = '';
    let failure: string | null = null;
    const stopSignal = AbortSignal.any([out.disconnected, realtime.shutdown.signal]);
    try {
      const context = await interviewContext(turn, turns);
      const timedOut = new AbortController();
      const chunks = providers.interviewer.reply(context, AbortSignal.any([stopSignal, timedOut.signal]))[Symbol.asyncIterator]();
      const watch = new IdleWatch(limits.providerTimeoutMs, stopSignal, (err) => timedOut.abort(err));
      try {
        while (true) {
          const next = await watch.next(chunks.next());
          if (next.done) break;
          text += next.value;
          out.sendText(next.value);
          onToken();
        }
      } finally {
        watch.stop();
        void Promise.resolve(chunks.return?.()).catch(() => undefined);
      }
    } catch (err) {
      if (!stopSignal.aborted) {
        failure = err instanceof ProviderTimeoutError ? timeoutErrorText : streamErrorText;
        log.warn({ err }, 'interviewer failed');
      }
    }
    const cutOff = stopSignal.aborted || failure !== null;
    if (text) {
      await repos.conversations.addMessage(turn.conversationId, {
        clientMessageId: `reply-${turn.messageId}-${Date.now().toString(36)}`.slice(0, 64),
        role: 'assistant',
        content: text,
        complete: !cutOff,
      });
    }
    return failure;
  }

  async function interviewContext(turn: AcceptedTurn, history: ConversationTurn[]): Promise<InterviewContext> {
    const [user, archive, facts, stories] = await Promise.all([
      repos.archives.findUser(turn.uid),
      repos.archives.findArchive(turn.archiveId),
      repos.content.listLooseFacts(turn.archiveId, { includeFollowedUp: false, limit: OPEN_FOLLOW_UPS_IN_CONTEXT }),
      repos.content.listStories(turn.archiveId, { limit: 10, offset: 0, sortBy: 'created_at', sortOrder: 'DESC' }),
    ]);
    return {
      storytellerName: user?.user_name ?? null,
      subjectName: archive?.subject_name ?? null,
      openFollowUps: facts.map((f) => ({ type: f.fact_type, value: f.value, suggestedPrompt: f.suggested_prompt })),
      earlierStories: stories.map((s) => ({ title: s.title, summary: s.summary })),
      history,
    };
  }

  return { accept, run };
}
export type ConversationService = ReturnType<typeof createConversationService>;

const toTurn = (m: MessageRow): ConversationTurn => ({ role: m.role, content: m.content });
