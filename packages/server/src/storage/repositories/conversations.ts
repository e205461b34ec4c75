import type { Kysely } from 'kysely';
import type { ConversationSummary, Message } from '@kinstory/contract';
import { now } from '../database.ts';
import type { ConversationRow, Database, MessageRow } from '../schema.ts';

export function toMessage(row: MessageRow): Message {
  return {
    message_id: row.client_message_id,
    role: row.role,
    content: row.content,
    created_at: row.created_at,
    complete: row.complete === 1,
  };
}

/** Conversations and their messages. Every read is scoped to the owner. */
export function createConversationRepository(db: Kysely<Database>) {
  return {
    async find(id: string): Promise<ConversationRow | undefined> {
      return db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The conversation when `uid` owns it; another user's is treated as missing. */
    async findOwned(id: string, uid: string): Promise<ConversationRow | undefined> {
      return db
        .selectFrom('conversations')
        .selectAll()
        .where('id', '=', id)
        .where('owner_uid', '=', uid)
        .executeTakeFirst();
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

    async listMessages(conversationId: string): Promise<MessageRow[]> {
      return db.selectFrom('messages').selectAll().where('conversation_id', '=', conversationId).orderBy('id').execute();
    },

    async addMessage(
      conversationId: string,
      message: { clientMessageId: string; role: 'user' | 'assistant'; content: string; complete?: boolean },
    ): Promise<MessageRow> {
      const at = now();
      const row = await db
        .insertInto('messages')
        .values({
          conversation_id: conversationId,
          client_message_id: message.clientMessageId,
          role: message.role,
          content: message.content,
          complete: message.complete === false ? 0 : 1,
          created_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await db.updateTable('conversations').set({ updated_at: at }).where('id', '=', conversationId).execute();
      return row;
    },

    /**
     * Adds the message unless one with the same client id is already in the conversation (a retry);
     * `created` says which.
     */
    async addMessageOnce(
      conversationId: string,
      message: { clientMessageId: string; role: 'user' | 'assistant'; content: string },
    ): Promise<{ row: MessageRow; created: boolean }> {
      const at = now();
      const inserted = await db
        .insertInto('messages')
        .values({ conversation_id: conversationId, client_message_id: message.clientMessageId, role: message.role, content: message.content, complete: 1, created_at: at })
        .onConflict((oc) => oc.columns(['conversation_id', 'client_message_id']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted) {
        await db.updateTable('conversations').set({ updated_at: at }).where('id', '=', conversationId).execute();
        return { row: inserted, created: true };
      }
      const row = await db
        .selectFrom('messages')
        .selectAll()
        .where('conversation_id', '=', conversationId)
        .where('client_message_id', '=', message.clientMessageId)
        .executeTakeFirstOrThrow();
      return { row, created: false };
    },

    async setTitle(conversationId: string, title: string): Promise<void> {
      await db.updateTable('conversations').set({ title, updated_at: now() }).where('id', '=', conversationId).execute();
    },
  };
}
export type ConversationRepository = ReturnType<typeof createConversationRepository>;
