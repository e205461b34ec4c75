import type { Kysely, Transaction } from 'kysely';
import type { Encouragement } from '@kinstory/contract';
import { now } from '../database.ts';
import type { Database } from '../schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** What GET /api/encouragements answers at most. */
export const ENCOURAGEMENTS_LISTED = 50;

/**
 * Encouragement sent to the storyteller (issue #17, migration 0013). Every read takes the archive
 * id, so one archive's messages never reach another's members; deletes are in removals.ts.
 */
export function createEncouragementRepository(db: Kysely<Database>) {
  const withSender = (tx: Db) =>
    tx
      .selectFrom('encouragements')
      .leftJoin('users', 'users.uid', 'encouragements.uid')
      .select(['encouragements.id', 'encouragements.text', 'encouragements.seen_at', 'encouragements.created_at', 'users.user_name']);
  type Read = Awaited<ReturnType<ReturnType<typeof withSender>['execute']>>[number];
  const toEncouragement = (r: Read): Encouragement => ({ id: String(r.id), from: r.user_name, text: r.text, created_at: r.created_at, seen: r.seen_at !== null });

  return {
    /** Stores a message from `uid` to the archive's storyteller; answers it. */
    async add(archiveId: string, uid: string, text: string, tx: Db = db): Promise<Encouragement> {
      const { id } = await tx.insertInto('encouragements').values({ archive_id: archiveId, uid, text, seen_at: null, created_at: now() }).returning('id').executeTakeFirstOrThrow();
      return toEncouragement(await withSender(tx).where('encouragements.id', '=', id).executeTakeFirstOrThrow());
    },

    /** The archive's messages (only those `sentBy` sent, when given), newest first, at most ENCOURAGEMENTS_LISTED. */
    async list(archiveId: string, sentBy?: string): Promise<Encouragement[]> {
      let q = withSender(db).where('encouragements.archive_id', '=', archiveId);
      if (sentBy !== undefined) q = q.where('encouragements.uid', '=', sentBy);
      const rows = await q.orderBy('encouragements.id', 'desc').limit(ENCOURAGEMENTS_LISTED).execute();
      return rows.map(toEncouragement);
    },

    /** Marks every unseen message of the archive seen now; answers how many. */
    async markSeen(archiveId: string): Promise<number> {
      const result = await db.updateTable('encouragements').set({ seen_at: now() }).where('archive_id', '=', archiveId).where('seen_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
export type EncouragementRepository = ReturnType<typeof createEncouragementRepository>;
