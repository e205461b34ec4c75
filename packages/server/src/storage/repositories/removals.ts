import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql, type Transaction } from 'kysely';
import type { DeletedCounts } from '@kinstory/contract';
import { EXTRACT_JOB } from '../../services/extraction.ts';
import { WEEKLY_QUESTION_JOB } from './prompts.ts';
import type { Dialect } from '../migrations.ts';
import type { Database } from '../schema.ts';

type Tx = Transaction<Database>;

/** Tables of the things extraction produces; each row has an archive and (usually) a conversation. */
export type ItemTable = 'stories' | 'memories' | 'loose_facts';

const count = (result: { numDeletedRows: bigint } | undefined) => Number(result?.numDeletedRows ?? 0);

export const noneDeleted = (): DeletedCounts => ({ conversations: 0, messages: 0, memories: 0, stories: 0, followUpItems: 0 });

export function addCounts(a: DeletedCounts, b: DeletedCounts): DeletedCounts {
  return {
    conversations: a.conversations + b.conversations,
    messages: a.messages + b.messages,
    memories: a.memories + b.memories,
    stories: a.stories + b.stories,
    followUpItems: a.followUpItems + b.followUpItems,
  };
}

/**
 * Deletes (issue #15, "the family in control"). Tables reference each other (migration 0001), so
 * children go first, all in the caller's transaction. The totals (migration 0004) follow by their
 * triggers on every deleted row; a deleted conversation's own totals row goes last, after the rows
 * whose triggers update it.
 */
export function createRemovalRepository(db: Kysely<Database>, dialect: Dialect) {
  /** The change history of the items `ids` selects (migration 0011). */
  async function deleteRevisionsOf(tx: Kysely<Database> | Tx, kind: 'story' | 'memory', ids: number | SelectQueryBuilder<Database, never, { id: number }>) {
    await tx
      .deleteFrom('revisions')
      .where('item_kind', '=', kind)
      .where('item_id', typeof ids === 'number' ? '=' : 'in', ids)
      .execute();
  }

  /**
   * The family's perspectives (migration 0013) whose `column` is `value`, with the recordings kept
   * with them. Run after their stories are deleted: adding a perspective locks its story, so a
   * perspective added meanwhile is committed by then and goes too.
   */
  async function deletePerspectivesWhere(tx: Kysely<Database> | Tx, column: 'story_id' | 'uid' | 'archive_id', value: string | number | number[]): Promise<void> {
    if (Array.isArray(value) && value.length === 0) return;
    const which = (eb: ExpressionBuilder<Database, 'perspectives'>) => eb(`perspectives.${column}`, Array.isArray(value) ? 'in' : '=', value);
    await tx.deleteFrom('recordings').where('perspective_id', 'in', tx.selectFrom('perspectives').select('perspectives.id').where(which)).execute();
    await tx.deleteFrom('perspectives').where(which).execute();
  }

  /** Everything of the conversations whose `column` is `value`: their jobs, items, messages, totals. */
  async function deleteConversationsWhere(tx: Tx, column: 'id' | 'owner_uid' | 'archive_id', value: string): Promise<DeletedCounts> {
    const ids = tx.selectFrom('conversations').select('conversations.id').where(column, '=', value);
    // Extraction jobs are keyed by their message's row id (services/extraction.ts).
    await tx
      .deleteFrom('jobs')
      .where('kind', '=', EXTRACT_JOB)
      .where('key', 'in', tx.selectFrom('messages').select(sql<string>`CAST(messages.id AS TEXT)`.as('key')).where('conversation_id', 'in', ids))
      .execute();
    await deleteRevisionsOf(tx, 'story', tx.selectFrom('stories').select('stories.id').where('conversation_id', 'in', ids));
    await deleteRevisionsOf(tx, 'memory', tx.selectFrom('memories').select('memories.id').where('conversation_id', 'in', ids));
    const memories = count(await tx.deleteFrom('memories').where('conversation_id', 'in', ids).executeTakeFirst());
    const storyIds = (await tx.deleteFrom('stories').where('conversation_id', 'in', ids).returning('id').execute()).map((r) => r.id);
    const stories = storyIds.length;
    for (let i = 0; i < storyIds.length; i += 1_000) await deletePerspectivesWhere(tx, 'story_id', storyIds.slice(i, i + 1_000));
    const followUpItems = count(await tx.deleteFrom('loose_facts').where('conversation_id', 'in', ids).executeTakeFirst());
    // The recordings kept with the messages (issue #17) go with them.
    await tx.deleteFrom('recordings').where('message_id', 'in', tx.selectFrom('messages').select('messages.id').where('conversation_id', 'in', ids)).execute();
    const messages = count(await tx.deleteFrom('messages').where('conversation_id', 'in', ids).executeTakeFirst());
    await tx.deleteFrom('conversation_totals').where('conversation_id', 'in', ids).execute();
    const conversations = count(await tx.deleteFrom('conversations').where(column, '=', value).executeTakeFirst());
    return { conversations, messages, memories, stories, followUpItems };
  }

  /** The weekly question (issue #20): its schedule, queue, sends, unsubscribed addresses and jobs (keyed `${archiveId}:${week}`). */
  async function deleteWeeklyQuestionOf(tx: Tx, archiveId: string) {
    await tx.deleteFrom('jobs').where('kind', '=', WEEKLY_QUESTION_JOB).where('key', 'like', `${archiveId}:%`).execute();
    for (const table of ['prompt_questions', 'prompt_sends', 'prompt_unsubscribes', 'prompt_schedules'] as const) {
      await tx.deleteFrom(table).where('archive_id', '=', archiveId).execute();
    }
  }

  return {
    /**
     * Locks the archive's row until the transaction ends (PostgreSQL), so two membership changes
     * that each check "another admin remains" run one after the other and cannot both pass.
     * SQLite runs one write transaction at a time already.
     */
    async lockArchive(archiveId: string, tx: Tx): Promise<boolean> {
      let q = tx.selectFrom('archives').select('id').where('id', '=', archiveId);
      if (dialect === 'postgres') q = q.forUpdate();
      return (await q.executeTakeFirst()) !== undefined;
    },

    deleteConversation: (id: string, tx: Tx) => deleteConversationsWhere(tx, 'id', id),

    /** Every conversation the user owns, in any archive, and what each produced. */
    deleteConversationsOf: (uid: string, tx: Tx) => deleteConversationsWhere(tx, 'owner_uid', uid),

    /** The item of this archive with the uid of the owner of its conversation (null: none). */
    async findItem(table: ItemTable, archiveId: string, id: number): Promise<{ id: number; ownerUid: string | null } | undefined> {
      const row = await db
        .selectFrom(table)
        .leftJoin('conversations', 'conversations.id', `${table}.conversation_id`)
        .select([`${table}.id as id`, 'conversations.owner_uid as owner_uid'])
        .where(`${table}.id`, '=', id)
        .where(`${table}.archive_id`, '=', archiveId)
        .executeTakeFirst();
      return row && { id: row.id, ownerUid: row.owner_uid ?? null };
    },

    /** Deletes one item of this archive; false when it was not there (deleted meanwhile). */
    async deleteItem(table: ItemTable, archiveId: string, id: number, tx: Kysely<Database> | Tx = db): Promise<boolean> {
      if (table !== 'loose_facts') await deleteRevisionsOf(tx, table === 'stories' ? 'story' : 'memory', id);
      const deleted = count(await tx.deleteFrom(table).where('id', '=', id).where('archive_id', '=', archiveId).executeTakeFirst()) === 1;
      if (deleted && table === 'stories') await deletePerspectivesWhere(tx, 'story_id', id);
      return deleted;
    },

    /**
     * Everything of the archive: its conversations and what they produced, items without a
     * conversation, invitations, totals, memberships, and the archive. Answers what went and the
     * uids that were members (their accounts stay, with no archive).
     */
    async deleteArchive(archiveId: string, tx: Tx): Promise<{ deleted: DeletedCounts; memberUids: string[] }> {
      const deleted = await deleteConversationsWhere(tx, 'archive_id', archiveId);
      deleted.memories += count(await tx.deleteFrom('memories').where('archive_id', '=', archiveId).executeTakeFirst());
      deleted.stories += count(await tx.deleteFrom('stories').where('archive_id', '=', archiveId).executeTakeFirst());
      deleted.followUpItems += count(await tx.deleteFrom('loose_facts').where('archive_id', '=', archiveId).executeTakeFirst());
      await tx.deleteFrom('invitations').where('archive_id', '=', archiveId).execute();
      await tx.deleteFrom('revisions').where('archive_id', '=', archiveId).execute();
      await deletePerspectivesWhere(tx, 'archive_id', archiveId);
      await tx.deleteFrom('encouragements').where('archive_id', '=', archiveId).execute();
      await deleteWeeklyQuestionOf(tx, archiveId);
      // Every recording left: uploads never kept with a message or perspective.
      await tx.deleteFrom('recordings').where('archive_id', '=', archiveId).execute();
      await tx.deleteFrom('archive_totals').where('archive_id', '=', archiveId).execute();
      const members = await tx.deleteFrom('members').where('archive_id', '=', archiveId).returning('uid').execute();
      await tx.deleteFrom('archives').where('id', '=', archiveId).execute();
      return { deleted, memberUids: members.map((m) => m.uid) };
    },

    /**
     * The user's own rows, once their conversations are gone: archives they created name another
     * member as creator (an admin first; archives.created_by references users), then the
     * invitation they accepted, their perspectives and encouragement, their membership and their
     * user row go; answers the archives whose stories showed their perspectives. An archive with no one else must have been deleted first.
     */
    async deleteUser(uid: string, tx: Tx): Promise<{ perspectivesIn: string[] }> {
      const created = await tx.selectFrom('archives').select('id').where('created_by', '=', uid).execute();
      for (const { id } of created) {
        const heir = await tx
          .selectFrom('members')
          .select('uid')
          .where('archive_id', '=', id)
          .where('uid', '!=', uid)
          .orderBy(sql`CASE WHEN role = 'admin' THEN 0 ELSE 1 END`)
          .orderBy('joined_at')
          .limit(1)
          .executeTakeFirst();
        if (!heir) throw new Error(`archive ${id} has no member left to hand over to`);
        await tx.updateTable('archives').set({ created_by: heir.uid }).where('id', '=', id).execute();
      }
      // The invitation they accepted names them (name, e-mail): it goes with them.
      await tx.deleteFrom('invitations').where('accepted_by', '=', uid).execute();
      // Their perspectives and the encouragement they sent are their own words: they go with them.
      const shownIn = await tx.selectFrom('perspectives').select('archive_id').distinct().where('uid', '=', uid).execute();
      await deletePerspectivesWhere(tx, 'uid', uid);
      await tx.deleteFrom('encouragements').where('uid', '=', uid).execute();
      // Their uploads never kept with anything (those kept went with their messages and perspectives).
      await tx.deleteFrom('recordings').where('uid', '=', uid).where('message_id', 'is', null).where('perspective_id', 'is', null).execute();
      await tx.deleteFrom('members').where('uid', '=', uid).execute();
      await tx.deleteFrom('users').where('uid', '=', uid).execute();
      return { perspectivesIn: shownIn.map((r) => r.archive_id) };
    },
  };
}
export type RemovalRepository = ReturnType<typeof createRemovalRepository>;
