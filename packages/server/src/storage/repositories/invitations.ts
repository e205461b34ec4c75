import type { Kysely, Transaction } from 'kysely';
import type { Invitation } from '@kinstory/contract';
import type { Database, InvitationRow, InvitationsTable } from '../schema.ts';

export function toInvitation(row: InvitationRow, at = new Date().toISOString()): Invitation {
  const expired = row.status === 'pending' && row.expires_at <= at;
  return {
    id: row.id,
    role: row.role,
    name: row.name,
    age: row.age,
    email: row.email,
    status: expired ? 'expired' : row.status,
    expires_at: row.expires_at,
    created_at: row.created_at,
  };
}

export function createInvitationRepository(db: Kysely<Database>) {
  return {
    async insert(row: InvitationsTable, tx: Kysely<Database> | Transaction<Database> = db): Promise<InvitationRow> {
      return tx.insertInto('invitations').values(row).returningAll().executeTakeFirstOrThrow();
    },
    async find(id: string): Promise<InvitationRow | undefined> {
      return db.selectFrom('invitations').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** Whether a pending, unexpired invitation was made for this e-mail address (case-insensitive). */
    async isPendingFor(email: string, at: string): Promise<boolean> {
      const row = await db
        .selectFrom('invitations')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .where('status', '=', 'pending')
        .where('expires_at', '>', at)
        .executeTakeFirst();
      return row !== undefined;
    },
    async listForArchive(archiveId: string): Promise<InvitationRow[]> {
      return db.selectFrom('invitations').selectAll().where('archive_id', '=', archiveId).orderBy('created_at', 'desc').execute();
    },
    /** A pending, unexpired invitation by token hash. */
    async findUsable(tokenHash: string, at: string, tx: Kysely<Database> | Transaction<Database> = db): Promise<InvitationRow | undefined> {
      return tx
        .selectFrom('invitations')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('status', '=', 'pending')
        .where('expires_at', '>', at)
        .executeTakeFirst();
    },
    /** Accepts it once: false when someone else accepted (or revoked) it first. */
    async accept(id: string, uid: string, tx: Transaction<Database>): Promise<boolean> {
      const res = await tx
        .updateTable('invitations')
        .set({ status: 'accepted', accepted_by: uid })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },
    async revoke(archiveId: string, id: string): Promise<InvitationRow | undefined> {
      const res = await db
        .updateTable('invitations')
        .set({ status: 'revoked' })
        .where('id', '=', id)
        .where('archive_id', '=', archiveId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) return undefined;
      return db.selectFrom('invitations').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}
export type InvitationRepository = ReturnType<typeof createInvitationRepository>;
