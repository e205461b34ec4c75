import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { ConversationSummary, Message } from '@kinstory/contract';
import { now } from '../database.ts';
import type { Dialect } from '../migrations.ts';
import type { ConversationRow, Database, MessageRow } from '../schema.ts';

/** A message row, with the id of the recording kept with it when the read joined it. */
export type MessageWithAudio = MessageRow & { recording_id?: string | null };

/** The one mapping of a message row to the contract's message (issue #17: its row id, audio, voice memory state). */
export function toMessage(row: MessageWithAudio): Message {
  return {
    message_id: row.client_message_id,
    role: row.role,
    content: row.content,
    created_at: row.created_at,
    complete: row.complete === 1,
    id: String(row.id),
    audio: row.recording_id != null,
    awaiting_transcript: row.awaiting_transcript === 1,
  };
}

/** The columns every new message row sets from what was said, when. */
function messageValues(conversationId: string, message: { clientMessageId: string; role: 'user' | 'assistant'; content: string }, at: string) {
  return { conversation_id: conversationId, client_message_id: message.clientMessageId, role: message.role, content: message.content, created_at: at };
}

/** Conversations and their messages. Every read is scoped to the owner. */
type Db = Kysely<Database> | Transaction<Database>;

export function createConversationRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    async find(id: string): Promise<ConversationRow | undefined> {
      return db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * The conversation when `uid` owns it and is still a member of its archive; another user's, or
     * one of an archive the owner was removed from, is treated as missing (ARCHITECTURE: a removed
     * member loses access at once, their own conversations there included).
     */
    async findOwned(id: string, uid: string): Promise<ConversationRow | undefined> {
      return db
        .selectFrom('conversations')
        .selectAll()
        .where('id', '=', id)
        .where('owner_uid', '=', uid)
        .where((eb) =>
          eb.exists(eb.selectFrom('members').select('members.uid').whereRef('members.archive_id', '=', 'conversations.archive_id').where('members.uid', '=', uid)),
        )
        .executeTakeFirst();
    },

    /** The conversation when it is in this archive (an admin's delete); another archive's is missing. */
    async findInArchive(id: string, archiveId: string): Promise<ConversationRow | undefined> {
      return db.selectFrom('conversations').selectAll().where('id', '=', id).where('archive_id', '=', archiveId).executeTakeFirst();
    },

    /**
     * Creates the conversation for `uid` unless it exists. Returns it when `uid` owns it, undefined
     * when another user does (their write must never land in it).
     */
    async claim(id: string, uid: string, archiveId: string): Promise<ConversationRow | undefined> {
      const at = now();
      await db
        .insertInto('conversations')
        .values({ id, archive_id: archiveId, owner_uid: uid, title: null, description: null, created_at: at, updated_at: at })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return this.findOwned(id, uid);
    },

    /** Newest first, each with its totals (kept by triggers, migration 0004: no messages counted here). */
    async listForOwner(uid: string): Promise<ConversationSummary[]> {
      const rows = await db
        .selectFrom('conversations as c')
        // Only those of the archive the owner is a member of now (see findOwned).
        .innerJoin('members as mb', (join) => join.onRef('mb.archive_id', '=', 'c.archive_id').onRef('mb.uid', '=', 'c.owner_uid'))
        .leftJoin('conversation_totals as t', 't.conversation_id', 'c.id')
        .select(['c.id', 'c.title', 'c.description', 'c.updated_at', 't.messages as message_count', 't.memories as memory_count'])
        .where('c.owner_uid', '=', uid)
        .orderBy('c.updated_at', 'desc')
        .orderBy('c.id')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        conversation_uuid: r.id,
        title: r.title,
        description: r.description,
        message_count: Number(r.message_count ?? 0),
        memory_count: Number(r.memory_count ?? 0),
        updated_at: r.updated_at,
      }));
    },

    /**
     * The conversation's messages in order, each with its recording's id (or null); a reply that
     * has said nothing yet is not one. A voice memory not transcribed yet is a user message with no
     * words: whoever reads them for a model skips it (historyWindow's modelTurns).
     */
    async listMessages(conversationId: string): Promise<MessageWithAudio[]> {
      const rows = await db
        .selectFrom('messages')
        .leftJoin('recordings', 'recordings.message_id', 'messages.id')
        .selectAll('messages')
        .select('recordings.id as recording_id')
        .where('messages.conversation_id', '=', conversationId)
        .orderBy('messages.id')
        .execute();
      return rows.filter((m) => m.content !== '' || m.role === 'user');
    },

    /** A message with the archive and owner of its conversation (permission checks of the voice routes). */
    async findMessageWithConversation(id: number, tx: Db = db) {
      return tx
        .selectFrom('messages')
        .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
        .leftJoin('recordings', 'recordings.message_id', 'messages.id')
        .selectAll('messages')
        .select(['conversations.archive_id', 'conversations.owner_uid', 'recordings.id as recording_id'])
        .where('messages.id', '=', id)
        .executeTakeFirst();
    },

    /**
     * A voice memory's words, typed later: sets them only while the message still awaits them
     * (answers undefined otherwise, so two people typing at once cannot both save).
     */
    async setTranscript(id: number, content: string, tx: Db = db): Promise<MessageRow | undefined> {
      return tx
        .updateTable('messages')
        .set({ content, awaiting_transcript: 0 })
        .where('id', '=', id)
        .where('awaiting_transcript', '=', 1)
        .returningAll()
        .executeTakeFirst();
    },

    async findMessage(id: number, tx: Db = db): Promise<MessageRow | undefined> {
      return tx.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async addMessage(
      conversationId: string,
      message: { clientMessageId: string; role: 'user' | 'assistant'; content: string; complete?: boolean },
    ): Promise<MessageRow> {
      const at = now();
      const row = await db
        .insertInto('messages')
        .values({ ...messageValues(conversationId, message, at), complete: message.complete === false ? 0 : 1 })
        .returningAll()
        .executeTakeFirstOrThrow();
      await db.updateTable('conversations').set({ updated_at: at }).where('id', '=', conversationId).execute();
      return row;
    },

    /**
     * Adds the message unless one with the same client id is already in the conversation (a retry);
     * `created` says which. In a transaction on PostgreSQL, the existing row is locked, so one
     * message's retries are handled one at a time.
     */
    async addMessageOnce(
      conversationId: string,
      message: { clientMessageId: string; role: 'user' | 'assistant'; content: string; awaitingTranscript?: boolean },
      tx: Db = db,
    ): Promise<{ row: MessageRow; created: boolean }> {
      const at = now();
      const inserted = await tx
        .insertInto('messages')
        .values({ ...messageValues(conversationId, message, at), complete: 1, awaiting_transcript: message.awaitingTranscript ? 1 : 0 })
        .onConflict((oc) => oc.columns(['conversation_id', 'client_message_id']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted) {
        await tx.updateTable('conversations').set({ updated_at: at }).where('id', '=', conversationId).execute();
        return { row: inserted, created: true };
      }
      let existing = tx
        .selectFrom('messages')
        .selectAll()
        .where('conversation_id', '=', conversationId)
        .where('client_message_id', '=', message.clientMessageId);
      if (dialect === 'postgres' && tx !== db) existing = existing.forUpdate();
      return { row: await existing.executeTakeFirstOrThrow(), created: false };
    },

    /** The newest reply to a storyteller message. */
    async latestReply(userMessageId: number, tx: Db = db): Promise<MessageRow | undefined> {
      return tx.selectFrom('messages').selectAll().where('reply_to', '=', userMessageId).orderBy('id', 'desc').limit(1).executeTakeFirst();
    },

    /** A reply, stored from its start: empty, not complete, leased to the request that streams it. */
    async startReply(conversationId: string, userMessageId: number, leaseUntil: number, tx: Db = db): Promise<MessageRow> {
      return tx
        .insertInto('messages')
        .values({
          conversation_id: conversationId,
          client_message_id: `reply-${randomUUID()}`,
          role: 'assistant',
          content: '',
          complete: 0,
          created_at: now(),
          reply_to: userMessageId,
          streaming_until: leaseUntil,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /**
     * What the streaming replies have said so far (a checkpoint), each with its lease renewed: all in
     * one transaction, so a hundred replies streaming at once cost one commit, not a hundred.
     */
    async checkpointReplies(replies: { id: number; content: string }[], leaseUntil: number): Promise<void> {
      if (replies.length === 0) return;
      await db.transaction().execute(async (tx) => {
        for (const { id, content } of replies) await tx.updateTable('messages').set({ content, streaming_until: leaseUntil }).where('id', '=', id).execute();
      });
    },

    /** The reply as it ended: complete, or cut off. One that said nothing is removed. */
    async finishReply(id: number, content: string, complete: boolean): Promise<void> {
      if (content === '') {
        await db.deleteFrom('messages').where('id', '=', id).execute();
        return;
      }
      const at = now();
      await db.transaction().execute(async (tx) => {
        const row = await tx
          .updateTable('messages')
          .set({ content, complete: complete ? 1 : 0, streaming_until: null })
          .where('id', '=', id)
          .returning('conversation_id')
          .executeTakeFirst();
        if (row) await tx.updateTable('conversations').set({ updated_at: at }).where('id', '=', row.conversation_id).execute();
      });
    },

    async setTitle(conversationId: string, title: string): Promise<void> {
      await db.updateTable('conversations').set({ title, updated_at: now() }).where('id', '=', conversationId).execute();
    },
  };
}
export type ConversationRepository = ReturnType<typeof createConversationRepository>;
