import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ChatStreamItem, MemoryPayload } from '@kinstory/contract';
import { HttpError, tooMany } from '../http.ts';
import type { Limits } from '../limits.ts';
import type { AuthUser } from '../plugins/auth.ts';
import type { Repositories } from '../plugins/db.ts';
import type { Providers } from '../plugins/providers.ts';
import type { ConversationTurn, InterviewContext } from '../providers/llm/types.ts';
import { STREAM_RENEW_MS } from '../storage/repositories/limits.ts';
import type { StoryReader } from '../storage/repositories/storyVisibility.ts';
import type { MessageRow } from '../storage/schema.ts';
import { IdleWatch } from '../streaming/idleWatch.ts';
import type { RealtimeState } from '../streaming/state.ts';
import { ProviderTimeoutError } from '../streaming/timeout.ts';
import { forbidden, may, membershipForWrite, readerOf } from './access.ts';
import { checkRoomFor } from './caps.ts';
import { historyWindow, modelTurns } from './historyWindow.ts';
import { providerError } from '../providers/errors.ts';
import { resolveConversationId } from './conversationIds.ts';
import { EXTRACT_JOB, extractJob } from './extraction.ts';
import { checkRecordingFor, keepWithMessage } from './voice.ts';
import type { JobRunner } from './jobRunner.ts';

/** The newest open follow-up items the interviewer is shown (SPEC: it sees open follow-ups). */
const OPEN_FOLLOW_UPS_IN_CONTEXT = 20;

/**
 * Every streaming reply is saved this often, so a crash loses at most the last second of what the
 * storyteller already read. All replies of the instance are saved together (one commit).
 */
export const CHECKPOINT_MS = 1_000;
/** The streaming request's lease on its reply; a duplicate request waits while it holds. */
const REPLY_LEASE_MS = 5_000;
/** How often a duplicate request looks at the reply it joined. */
const JOIN_POLL_MS = 200;

export const streamErrorText = 'The interviewer could not answer just now. Your message is saved; please try again.';
export const timeoutErrorText = 'The interviewer took too long to answer. Your message is saved; please try again.';
const notFound = () => new HttpError(404, 'Conversation not found');

/**
 * What this request does for the reply: stream a new one (into the row it started), join one that
 * another request is streaming now, or send the one stored when it ended.
 */
type ReplyPlan = { kind: 'stream'; reply: MessageRow } | { kind: 'join'; reply: MessageRow } | { kind: 'stored'; reply: MessageRow };

/** A storyteller message that was accepted and stored; its reply is still to come. */
export interface AcceptedTurn {
  uid: string;
  conversationId: string;
  text: string;
  archiveId: string;
  userMessage: MessageRow;
  plan: ReplyPlan;
  /** The open-stream lease this turn holds; null when the cap is off (Infinity). */
  streamLease: string | null;
  /** Which stories the interviewer may recall to this storyteller (not others' private ones). */
  reader: StoryReader;
}

/** Where a turn's reply goes: the chat stream's frames, and the client's going away. */
export interface TurnOutput {
  send(item: ChatStreamItem): void;
  sendText(chunk: string): void;
  /** Aborts when the client disconnects. */
  disconnected: AbortSignal;
}

/**
 * A conversation turn (POST /chat). In one transaction the storyteller's message is stored (once
 * per messageId), its extraction job enqueued, and its reply started as an empty row. The reply
 * streams and is checkpointed into that row; extraction runs beside it as the job, and its results
 * reach every /events subscriber through the event hub. A retry of the same messageId joins the
 * reply still streaming, gets the stored one, or (after a crash cut it off) a new one.
 */
export function createConversationService(deps: {
  repos: Repositories;
  providers: Providers;
  limits: Limits;
  realtime: RealtimeState;
  jobs: JobRunner;
}) {
  const { repos, providers, limits, realtime, jobs } = deps;
  const checkpoints = new ReplyCheckpoints(repos);

  /**
   * Counts the turn and takes an open-stream lease (one call: the per-user chat limits), checks who
   * may write here, stores the message and plans the reply.
   */
  async function accept(user: AuthUser, body: { text: string; conversationId: string; messageId?: string; recordingId?: string }): Promise<AcceptedTurn> {
    const { uid } = user;
    // Infinity turns a limit off (bench:api measures what the limits cost).
    const conversationId = resolveConversationId(body.conversationId, uid);
    const { opening, conversation: existing } = await repos.limits.openChatFor(uid, { perMinute: limits.chatPerMinute, maxStreams: limits.maxOpenChatStreams }, conversationId);
    if ('refused' in opening) {
      if (opening.refused === 'rate') throw tooMany(opening.ttl);
      throw new HttpError(429, `At most ${limits.maxOpenChatStreams} replies can stream at once: please wait for one to finish`, { 'retry-after': '5' });
    }
    const streamLease = opening.lease;
    try {
      const messageId = body.messageId ?? randomUUID();
      // Someone else's conversation is answered exactly like a missing one.
      if (existing && existing.owner_uid !== uid) throw notFound();
      const membership = await membershipForWrite(repos, user);
      if (!may.writeConversations(membership.role)) throw forbidden();
      await checkRoomFor(repos, limits, { conversationId, exists: existing !== undefined, archiveId: membership.archiveId });
      const owner = { uid, archiveId: membership.archiveId };
      // A spoken message's recording (issue #17): checked before anything is stored.
      const { recordingId } = body;
      if (recordingId) await checkRecordingFor(repos, owner, recordingId, { conversationId, clientMessageId: messageId });
      const conversation = await repos.conversations.claim(conversationId, uid, membership.archiveId);
      if (!conversation) throw notFound();
      const { userMessage, plan } = await repos.transaction(async (tx) => {
        // The storyteller's words are stored before anything else happens, once per messageId.
        const stored = await repos.conversations.addMessageOnce(conversationId, { clientMessageId: messageId, role: 'user', content: body.text }, tx);
        if (recordingId) await keepWithMessage(repos, owner, recordingId, stored.row, tx);
        if (stored.created) await repos.jobs.enqueue(extractJob(stored.row), tx);
        const latest = stored.created ? undefined : await repos.conversations.latestReply(stored.row.id, tx);
        let replyPlan: ReplyPlan;
        if (latest?.complete === 1) replyPlan = { kind: 'stored', reply: latest };
        else if (latest && (latest.streaming_until ?? 0) > Date.now()) replyPlan = { kind: 'join', reply: latest };
        else replyPlan = { kind: 'stream', reply: await repos.conversations.startReply(conversationId, stored.row.id, Date.now() + REPLY_LEASE_MS, tx) };
        return { userMessage: stored.row, plan: replyPlan };
      });
      return { uid, conversationId, text: body.text, archiveId: membership.archiveId, userMessage, plan, streamLease, reader: readerOf(membership, uid) };
    } catch (err) {
      if (streamLease) repos.limits.closeStream(streamLease);
      throw err;
    }
  }

  /** Streams the reply and runs extraction; never rejects (a failure is sent as an {error} item). */
  async function run(turn: AcceptedTurn, out: TurnOutput, log: FastifyBaseLogger): Promise<void> {
    const lease = turn.streamLease;
    const renew = lease && repos.limits.leasesExpire ? setInterval(() => void repos.limits.renewStream(lease).catch(() => undefined), STREAM_RENEW_MS) : undefined;
    try {
      await runTurn(turn, out, log);
    } catch (err) {
      log.error({ err: providerError('chat', err) }, 'chat turn failed');
      out.send({ error: streamErrorText });
    } finally {
      clearInterval(renew);
      if (lease) repos.limits.closeStream(lease);
    }
  }

  async function runTurn(turn: AcceptedTurn, out: TurnOutput, log: FastifyBaseLogger): Promise<void> {
    const { plan } = turn;
    // Extraction (CPU-heavy with the embedded extractor) starts once the reply's first token went
    // out, or the reply ended, on a later turn of the event loop, so it never delays the reply.
    // It runs here only if its job may be claimed now (not done, not running elsewhere).
    let startExtraction!: () => void;
    const replyStarted = new Promise<void>((r) => (startExtraction = r)).then(() => new Promise<void>((r) => setImmediate(r)));
    const extraction = replyStarted
      .then(() => extractNow(turn.userMessage))
      .then((memory) => memory && out.send({ memory }))
      .catch((err: unknown) => log.warn({ err: providerError('extractor', err) }, 'extraction failed'));

    let failure: string | null = null;
    try {
      if (plan.kind === 'stored') out.send({ text: plan.reply.content });
      else if (plan.kind === 'join') await join(plan.reply, out);
      else failure = await streamReply(turn, plan.reply, out, startExtraction, log);
    } finally {
      startExtraction();
    }
    await extraction;
    // An interviewer failure is the last item before [DONE], after the extraction's {memory}.
    if (failure) out.send({ error: failure });
  }

  async function extractNow(message: MessageRow): Promise<MemoryPayload | undefined> {
    return jobs.runNow<MemoryPayload>(EXTRACT_JOB, String(message.id));
  }

  /** A duplicate request: sends the reply another request is streaming, as it is checkpointed, to its end. */
  async function join(reply: MessageRow, out: TurnOutput): Promise<void> {
    let sent = 0;
    for (;;) {
      const row = await repos.conversations.findMessage(reply.id);
      if (row && row.content.length > sent) {
        out.sendText(row.content.slice(sent));
        sent = row.content.length;
      }
      const streaming = row && row.complete === 0 && (row.streaming_until ?? 0) > Date.now();
      if (!streaming || out.disconnected.aborted || realtime.shutdown.signal.aborted) return;
      await new Promise((r) => setTimeout(r, JOIN_POLL_MS));
    }
  }

  /** Streams the reply into its row, checkpointed; answers the {error} text when the interviewer failed. */
  async function streamReply(turn: AcceptedTurn, reply: MessageRow, out: TurnOutput, onToken: () => void, log: FastifyBaseLogger): Promise<string | null> {
    const saved = checkpoints.open(reply.id);
    let failure: string | null = null;
    const stopSignal = AbortSignal.any([out.disconnected, realtime.shutdown.signal]);
    try {
      const history = (await repos.conversations.listMessages(turn.conversationId)).filter((m) => m.id <= turn.userMessage.id);
      const context = await interviewContext(turn, historyWindow(modelTurns(history), limits.historyTokenBudget));
      const timedOut = new AbortController();
      const chunks = providers.interviewer.reply(context, AbortSignal.any([stopSignal, timedOut.signal]))[Symbol.asyncIterator]();
      const watch = new IdleWatch(limits.providerTimeoutMs, stopSignal, (err) => timedOut.abort(err));
      try {
        while (true) {
          const next = await watch.next(chunks.next());
          if (next.done) break;
          saved.add(next.value);
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
        log.warn({ err: providerError('interviewer', err) }, 'interviewer failed');
      }
    }
    await saved.finish(!(stopSignal.aborted || failure !== null));
    return failure;
  }

  async function interviewContext(turn: AcceptedTurn, history: ConversationTurn[]): Promise<InterviewContext> {
    const [user, archive, followUps, stories] = await Promise.all([
      repos.archives.findUser(turn.uid),
      repos.archives.findArchive(turn.archiveId),
      repos.content.listFollowUpItems(turn.archiveId, { includeFollowedUp: false, limit: OPEN_FOLLOW_UPS_IN_CONTEXT }),
      repos.content.listStories(turn.archiveId, { limit: 10, offset: 0, sortBy: 'created_at', sortOrder: 'DESC' }, turn.reader),
    ]);
    return {
      storytellerName: user?.user_name ?? null,
      subjectName: archive?.subject_name ?? null,
      openFollowUps: followUps.map((f) => ({ type: f.fact_type, value: f.value, suggestedPrompt: f.suggested_prompt })),
      earlierStories: stories.map((s) => ({ title: s.title, summary: s.summary })),
      history,
    };
  }

  return { accept, run };
}
export type ConversationService = ReturnType<typeof createConversationService>;

/**
 * The saves of the replies streaming on this instance: once a second, every open reply's text so
 * far in one transaction (under load, one commit a second instead of one per reply per save), each
 * save renewing the request's lease on its reply. One save at a time; a reply's end waits for the
 * save in flight, so an older text never lands over the final one.
 */
class ReplyCheckpoints {
  private readonly streaming = new Map<number, { text: string }>();
  private timer: NodeJS.Timeout | null = null;
  private saving: Promise<void> | null = null;

  constructor(private readonly repos: Repositories) {}

  open(replyId: number) {
    const reply = { text: '' };
    this.streaming.set(replyId, reply);
    this.timer ??= setInterval(() => this.save(), CHECKPOINT_MS).unref();
    return {
      add: (chunk: string) => void (reply.text += chunk),
      /** The last save: the whole text, complete or cut off. */
      finish: async (complete: boolean) => {
        this.streaming.delete(replyId);
        if (this.streaming.size === 0 && this.timer) {
          clearInterval(this.timer);
          this.timer = null;
        }
        await this.saving;
        await this.repos.conversations.finishReply(replyId, reply.text, complete);
      },
    };
  }

  private save() {
    if (this.saving) return;
    const replies = [...this.streaming].map(([id, reply]) => ({ id, content: reply.text }));
    this.saving = this.repos.conversations
      .checkpointReplies(replies, Date.now() + REPLY_LEASE_MS)
      .catch(() => undefined)
      .finally(() => (this.saving = null));
  }
}
