import type { Kysely, Transaction, Updateable } from 'kysely';
import type { Revision } from '@kinstory/contract';
import { now } from '../database.ts';
import type { Dialect } from '../migrations.ts';
import type { Database, MemoryRow, RevisionRow, StoriesTable, MemoriesTable, StoryRow } from '../schema.ts';
import { hiddenFrom, type StoryReader } from './storyVisibility.ts';

type Tx = Transaction<Database>;
export type ItemKind = 'story' | 'memory';
type Row<K extends ItemKind> = K extends 'story' ? StoryRow : MemoryRow;
export type ItemChanges<K extends ItemKind> = K extends 'story' ? Updateable<StoriesTable> : Updateable<MemoriesTable>;

// Typed as one table: the queries here use only the columns both have (id, archive_id).
const tableOf = (kind: ItemKind) => (kind === 'story' ? 'stories' : 'memories') as 'stories';

/** Shown for a change whose author's account is gone, and for one who never gave a name. */
export const formerMember = 'A former member';
export const unnamedMember = 'A family member';

/**
 * Confirm and correct (issue #17): a story's or memory's row and its revisions. Every read takes
 * the archive id, so an id of another archive is not found.
 */
export function createCorrectionsRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    /**
     * The item, if `reader` may see it (a private story of another's conversation is not found).
     * In `tx`, it is locked until the transaction ends (PostgreSQL; SQLite has one writer at a time).
     */
    async findItem<K extends ItemKind>(kind: K, archiveId: string, id: number, reader: StoryReader, tx?: Tx): Promise<Row<K> | undefined> {
      let q = (tx ?? db).selectFrom(tableOf(kind)).selectAll().where('id', '=', id).where('archive_id', '=', archiveId);
      if (kind === 'story' && !reader.seesPrivate) q = q.where((eb) => eb.not(hiddenFrom(eb, reader)));
      if (tx && dialect === 'postgres') q = q.forUpdate();
      return (await q.executeTakeFirst()) as Row<K> | undefined;
    },

    /** Writes the item's changed columns and the revision that records them; answers the item as it is now. */
    async change<K extends ItemKind>(
      kind: K,
      item: Row<K>,
      changes: ItemChanges<K>,
      revision: { uid: string; before: Record<string, unknown>; after: Record<string, unknown>; undoes?: number },
      tx: Tx,
    ): Promise<Row<K>> {
      const updated = await tx
        .updateTable(tableOf(kind))
        .set(changes as Updateable<StoriesTable>)
        .where('id', '=', item.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('revisions')
        .values({
          archive_id: item.archive_id,
          item_kind: kind,
          item_id: item.id,
          uid: revision.uid,
          before: JSON.stringify(revision.before),
          after: JSON.stringify(revision.after),
          undoes: revision.undoes ?? null,
          created_at: now(),
        })
        .execute();
      return updated as Row<K>;
    },

    /** One revision of the item, and whether a later one undid it. */
    async findRevision(kind: ItemKind, itemId: number, id: number, tx: Tx): Promise<{ row: RevisionRow; undone: boolean } | undefined> {
      const row = await tx.selectFrom('revisions').selectAll().where('id', '=', id).where('item_kind', '=', kind).where('item_id', '=', itemId).executeTakeFirst();
      if (!row) return undefined;
      const undo = await tx.selectFrom('revisions').select('id').where('item_kind', '=', kind).where('item_id', '=', itemId).where('undoes', '=', id).executeTakeFirst();
      return { row, undone: undo !== undefined };
    },

    /** The item's history, newest first, with each author's name. */
    async listRevisions(kind: ItemKind, itemId: number): Promise<Revision[]> {
      const rows = await db
        .selectFrom('revisions')
        .leftJoin('users', 'users.uid', 'revisions.uid')
        .selectAll('revisions')
        .select(['users.user_name', 'users.uid as user_uid'])
        .where('item_kind', '=', kind)
        .where('item_id', '=', itemId)
        .orderBy('revisions.id', 'desc')
        .execute();
      const undone = new Set(rows.map((r) => r.undoes).filter((r) => r !== null));
      return rows.map((r) => ({
        id: String(r.id),
        at: r.created_at,
        by: { uid: r.uid, name: r.user_uid === null ? formerMember : (r.user_name ?? unnamedMember) },
        before: JSON.parse(r.before) as Record<string, unknown>,
        after: JSON.parse(r.after) as Record<string, unknown>,
        undoes: r.undoes === null ? null : String(r.undoes),
        undone: undone.has(r.id),
      }));
    },
  };
}
export type CorrectionsRepository = ReturnType<typeof createCorrectionsRepository>;
