import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { MemberRole } from '@kinstory/contract';
import { now } from '../database.ts';
import type { ArchiveRow, Database, UserRow } from '../schema.ts';
import type { Signals } from '../signals.ts';
import { SharedCache } from '../sharedCache.ts';

export interface Membership {
  archiveId: string;
  role: MemberRole;
}

export interface ArchiveFields {
  subject_name?: string | null;
  subject_age?: number | null;
  subject_relation?: string | null;
  initial_topics?: string[];
  /** Recordings of spoken messages are kept (issue #17). */
  keep_recordings?: boolean;
}

type Db = Kysely<Database> | Transaction<Database>;

/** Users, archives and members. */
export function createArchiveRepository(db: Kysely<Database>, signals: Signals) {
  /**
   * Every request asks for the caller's membership, so found ones are cached for a moment; "none"
   * is never cached, since it ends with onboarding or an activation. A change anywhere invalidates
   * it on every instance; the short TTL bounds what a lost signal could leave stale.
   */
  const memberships = new SharedCache<Membership>('membership', signals, 10_000, 2_000);

  async function upsertUser(tx: Db, uid: string, fields: { email?: string | null; user_name?: string | null }) {
    const at = now();
    await tx
      .insertInto('users')
      .values({ uid, email: fields.email ?? null, user_name: fields.user_name ?? null, created_at: at, updated_at: at })
      .onConflict((oc) =>
        oc.column('uid').doUpdateSet({
          updated_at: at,
          ...(fields.email !== undefined ? { email: fields.email } : {}),
          ...(fields.user_name !== undefined ? { user_name: fields.user_name } : {}),
        }),
      )
      .execute();
  }

  return {
    upsertUser: (uid: string, fields: { email?: string | null; user_name?: string | null }, tx: Db = db) =>
      upsertUser(tx, uid, fields),

    async findUser(uid: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirst();
    },

    async findMembership(uid: string, tx: Db = db): Promise<Membership | undefined> {
      const cached = tx === db ? memberships.get(uid) : undefined;
      if (cached) return cached;
      const row = await tx.selectFrom('members').select(['archive_id', 'role']).where('uid', '=', uid).executeTakeFirst();
      const membership = row && { archiveId: row.archive_id, role: row.role };
      if (membership && tx === db) memberships.set(uid, membership);
      return membership;
    },

    /** Whether a member of some archive has this e-mail address (case-insensitive): POST /api/sign-in-link mails only people we know. */
    async isMemberEmail(email: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .innerJoin('members', 'members.uid', 'users.uid')
        .select('users.uid')
        .where((eb) => eb(eb.fn('lower', ['users.email']), '=', email.toLowerCase()))
        .executeTakeFirst();
      return row !== undefined;
    },

    async findArchive(id: string): Promise<ArchiveRow | undefined> {
      return db.selectFrom('archives').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Creates an archive with `uid` as its admin; the caller has checked they have none. */
    async createArchive(uid: string, fields: ArchiveFields, tx: Db = db): Promise<Membership> {
      const id = randomUUID();
      const at = now();
      await tx
        .insertInto('archives')
        .values({
          id,
          subject_name: fields.subject_name ?? null,
          subject_age: fields.subject_age ?? null,
          subject_relation: fields.subject_relation ?? null,
          initial_topics: JSON.stringify(fields.initial_topics ?? []),
          created_by: uid,
          created_at: at,
        })
        .execute();
      await tx.insertInto('members').values({ archive_id: id, uid, role: 'admin', joined_at: at }).execute();
      return { archiveId: id, role: 'admin' };
    },

    async updateArchive(id: string, fields: ArchiveFields, tx: Db = db): Promise<void> {
      const set = {
        ...(fields.subject_name !== undefined ? { subject_name: fields.subject_name } : {}),
        ...(fields.subject_age !== undefined ? { subject_age: fields.subject_age } : {}),
        ...(fields.subject_relation !== undefined ? { subject_relation: fields.subject_relation } : {}),
        ...(fields.initial_topics !== undefined ? { initial_topics: JSON.stringify(fields.initial_topics) } : {}),
        ...(fields.keep_recordings !== undefined ? { keep_recordings: fields.keep_recordings ? 1 : 0 } : {}),
      };
      if (Object.keys(set).length === 0) return;
      await tx.updateTable('archives').set(set).where('id', '=', id).execute();
    },

    async addMember(archiveId: string, uid: string, role: MemberRole, tx: Db = db): Promise<void> {
      await tx.insertInto('members').values({ archive_id: archiveId, uid, role, joined_at: now() }).execute();
      memberships.invalidate(uid);
    },

    async listMembers(archiveId: string, tx: Db = db) {
      return tx
        .selectFrom('members')
        .innerJoin('users', 'users.uid', 'members.uid')
        .select(['members.uid', 'members.role', 'members.joined_at', 'users.user_name', 'users.email'])
        .where('members.archive_id', '=', archiveId)
        .orderBy('members.joined_at')
        .orderBy('members.uid')
        .execute();
    },

    /** The member's membership of this archive (not cached: for writes that check it in their transaction). */
    async findMember(archiveId: string, uid: string, tx: Db = db): Promise<Membership | undefined> {
      const row = await tx.selectFrom('members').select(['archive_id', 'role']).where('archive_id', '=', archiveId).where('uid', '=', uid).executeTakeFirst();
      return row && { archiveId: row.archive_id, role: row.role };
    },

    async countAdmins(archiveId: string, tx: Db = db): Promise<number> {
      const row = await tx
        .selectFrom('members')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('archive_id', '=', archiveId)
        .where('role', '=', 'admin')
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async countMembers(archiveId: string, tx: Db = db): Promise<number> {
      const row = await tx.selectFrom('members').select((eb) => eb.fn.countAll<number>().as('n')).where('archive_id', '=', archiveId).executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Changes a member's role; call forgetMembership(uid) once the transaction committed. */
    async setRole(archiveId: string, uid: string, role: MemberRole, tx: Db = db): Promise<void> {
      await tx.updateTable('members').set({ role }).where('archive_id', '=', archiveId).where('uid', '=', uid).execute();
    },

    /** Takes a member out of the archive (their account stays); call forgetMembership(uid) once committed. */
    async removeMember(archiveId: string, uid: string, tx: Db = db): Promise<void> {
      await tx.deleteFrom('members').where('archive_id', '=', archiveId).where('uid', '=', uid).execute();
    },

    /**
     * Drops the cached membership on every instance. Called after the transaction that changed it
     * committed: dropped earlier, a request in between could cache the old role again.
     */
    forgetMembership(uid: string): void {
      memberships.invalidate(uid);
    },

    transaction<T>(fn: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(fn);
    },
  };
}
export type ArchiveRepository = ReturnType<typeof createArchiveRepository>;
