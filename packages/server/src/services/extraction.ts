import type { MemoryPayload } from '@kinstory/contract';
import type { Limits } from '../limits.ts';
import type { Repositories } from '../plugins/db.ts';
import type { Providers } from '../plugins/providers.ts';
import type { ClaimedJob } from '../storage/repositories/jobs.ts';
import type { MessageRow } from '../storage/schema.ts';
import type { EventHub } from '../streaming/memoryEvents.ts';
import { withIdleTimeout } from '../streaming/timeout.ts';
import { followedUpBy } from './followUpMatch.ts';
import { modelTurns } from './historyWindow.ts';

/** Every storyteller message is extracted by a durable job of this kind, keyed by the message's row id. */
export const EXTRACT_JOB = 'extract';
export const EXTRACT_MAX_ATTEMPTS = 5;

/**
 * The request that stored the message runs its extraction at once; the job runner takes it only
 * after this grace (the request died, or its attempt failed), so the two do not race for it.
 */
export const EXTRACT_GRACE_MS = 15_000;

export const extractJob = (message: MessageRow) => ({
  kind: EXTRACT_JOB,
  key: String(message.id),
  payload: { messageId: message.id },
  maxAttempts: EXTRACT_MAX_ATTEMPTS,
  runAfter: Date.now() + EXTRACT_GRACE_MS,
});

/**
 * Extraction of one storyteller message: the memory, maybe a story, follow-up items, stored in
 * one transaction with the job marked done (so a message is never extracted twice), and then
 * published to every instance's /events subscribers exactly as a live extraction is.
 */
export function createExtractionHandler(deps: { repos: Repositories; providers: Providers; limits: Limits; hub: EventHub }) {
  const { repos, providers, limits, hub } = deps;
  return async function extract(job: ClaimedJob, signal: AbortSignal): Promise<MemoryPayload> {
    const { messageId } = JSON.parse(job.payload) as { messageId: number };
    const message = await repos.conversations.findMessage(messageId);
    const conversation = message && (await repos.conversations.find(message.conversation_id));
    if (!message || !conversation) throw new Error(`message ${messageId} is gone`);
    const [history, narrator] = await Promise.all([repos.conversations.listMessages(conversation.id), repos.archives.findUser(conversation.owner_uid)]);
    const result = await withIdleTimeout(
      (timeout) =>
        providers.extractor.extract(
          {
            message: message.content,
            history: modelTurns(history.filter((m) => m.id < message.id)),
            narrator: narrator?.user_name ?? null,
          },
          timeout,
        ),
      limits.providerTimeoutMs,
      signal,
    );
    // Open follow-up items this message tells about are followed up now, without a button press.
    // Read before the store, so the message's own new items are not candidates; items made after
    // it (jobs may run out of order) are left alone. Marking is idempotent, so a retry is safe.
    const open = (await repos.content.listFollowUpItems(conversation.archive_id, { includeFollowedUp: false, limit: 50 })).filter((f) => f.created_at <= message.created_at);
    const answered = followedUpBy(message.content, open.map((f) => ({ id: f.id, value: f.value, suggestedPrompt: f.suggested_prompt })));
    for (const id of answered) await repos.content.markFollowedUp(conversation.archive_id, Number(id));
    await hub.store(
      { conversationId: conversation.id, ownerUid: conversation.owner_uid, archiveId: conversation.archive_id, sourceMessageId: message.id },
      result,
      (tx) => repos.jobs.complete(job, tx),
    );
    return result.memory;
  };
}
