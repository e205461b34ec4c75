import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../migrations.ts';
import type { Database } from '../schema.ts';

/** How often an open stream's lease is renewed, and how long it lasts without renewal. */
export const STREAM_LEASE_MS = 30_000;
export const STREAM_RENEW_MS = 10_000;

/** Leases counted in this process: per user, the ids of their open streams. */
class LocalLeases {
  private readonly byUser = new Map<string, Set<string>>();
  private readonly owners = new Map<string, string>();

  open(uid: string, max: number): string | null {
    const ids = this.byUser.get(uid) ?? new Set<string>();
    if (ids.size >= max) return null;
    const id = randomUUID();
    ids.add(id);
    this.byUser.set(uid, ids);
    this.owners.set(id, uid);
    return id;
  }

  has(id: string) {
    return this.owners.has(id);
  }

  /** Answers false when `id` is not a lease of this process. */
  delete(id: string): boolean {
    const uid = this.owners.get(id);
    if (uid === undefined) return false;
    this.owners.delete(id);
    const ids = this.byUser.get(uid)!;
    ids.delete(id);
    if (ids.size === 0) this.byUser.delete(uid);
    return true;
  }
}

/**
 * Per-user limits that every server instance shares, counted in the database (ARCHITECTURE
 * "Scale"): request counters per fixed window, and leases on the chat streams open now.
 */
export function createLimitsRepository(db: Kysely<Database>, dialect: Dialect) {
  let lastPrune = 0;
  // SQLite: one instance serves the file (it claims it at start), so every open chat stream is in
  // this process, counted here exactly (no await between the check and the count), with no write
  // to disk. A lease id maps to its user.
  const localChats = dialect === 'sqlite' ? new LocalLeases() : null;

  async function prune(at: number) {
    if (at - lastPrune < 60_000) return;
    lastPrune = at;
    await db.deleteFrom('rate_limits').where('window_start', '<', at - 3_600_000).execute();
    await db.deleteFrom('open_streams').where('expires_at', '<', at).execute();
  }

  return {
    /**
     * Counts one request against `key` in a window of `windowMs`, in one atomic statement (an
     * upsert through a function whose plan is kept, migration 0009: two instances counting at
     * once never lose a hit). Answers the count in the window, this request included, and the
     * milliseconds until the window ends. PostgreSQL only: on a SQLite file, which one instance
     * serves, the counts are kept in that process (plugins/limits.ts).
     */
    async hit(key: string, windowMs: number, at = Date.now()): Promise<{ current: number; ttl: number }> {
      void prune(at).catch(() => undefined);
      const { rows } = await sql<{ hits: number; window_start: string }>`SELECT hits, window_start FROM kinstory_rate_hit(${key}, ${at}, ${windowMs})`.execute(db);
      return { current: Number(rows[0]!.hits), ttl: Math.max(0, Number(rows[0]!.window_start) + windowMs - at) };
    },

    /**
     * Opens a chat stream for `uid` unless `max` are open already; answers the lease id, or null.
     * On PostgreSQL one function call (migration 0009) takes a per-user advisory lock, counts and
     * inserts, so simultaneous requests on any instances cannot all pass the check. A SQLite file
     * has one instance, which counts in its memory.
     */
    async openStream(uid: string, max: number, at = Date.now()): Promise<string | null> {
      if (localChats) return localChats.open(uid, max);
      const id = randomUUID();
      const { rows } = await sql<{ opened: boolean }>`SELECT kinstory_open_stream(${id}, ${uid}, 'chat', ${max}, ${at}, ${at + STREAM_LEASE_MS}) AS opened`.execute(db);
      return rows[0]!.opened ? id : null;
    },

    /**
     * Opens a GET /events stream for `uid`, and answers the leases of the user's oldest streams that
     * are now over `max` (deleted here; their instances are told to close them). Counted in one
     * transaction under a per-user lock (an advisory lock on PostgreSQL: the user may have no row
     * yet; SQLite runs one writer at a time), so streams opened together on several instances
     * cannot all stay.
     */
    async openEventStream(uid: string, max: number, at = Date.now()): Promise<{ id: string; evicted: string[] }> {
      return db.transaction().execute(async (tx) => {
        if (dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(hashtext(${`events:${uid}`}))`.execute(tx);
        const id = randomUUID();
        await tx.insertInto('open_streams').values({ id, uid, kind: 'events', opened_at: at, expires_at: at + STREAM_LEASE_MS }).execute();
        const open = await tx
          .selectFrom('open_streams')
          .select('id')
          .where('uid', '=', uid)
          .where('kind', '=', 'events')
          .where('expires_at', '>', at)
          .orderBy('opened_at', 'desc')
          .orderBy('id', 'desc')
          .execute();
        // The new one is the newest (its opened_at is now); ties keep it by its id being listed.
        const keep = new Set([id, ...open.filter((r) => r.id !== id).slice(0, Math.max(0, max - 1)).map((r) => r.id)]);
        const evicted = open.map((r) => r.id).filter((x) => !keep.has(x));
        if (evicted.length) await tx.deleteFrom('open_streams').where('id', 'in', evicted).execute();
        return { id, evicted };
      });
    },

    /** Renews many leases in one statement (an instance's open /events streams, together). */
    async renewStreams(ids: string[], at = Date.now()): Promise<void> {
      for (let i = 0; i < ids.length; i += 1000) {
        await db.updateTable('open_streams').set({ expires_at: at + STREAM_LEASE_MS }).where('id', 'in', ids.slice(i, i + 1000)).execute();
      }
    },

    async renewStream(id: string, at = Date.now()): Promise<void> {
      if (localChats?.has(id)) return;
      await db.updateTable('open_streams').set({ expires_at: at + STREAM_LEASE_MS }).where('id', '=', id).execute();
    },

    async closeStream(id: string): Promise<void> {
      if (localChats?.delete(id)) return;
      await db.deleteFrom('open_streams').where('id', '=', id).execute();
    },

    /** Messages stored in a conversation (the trigger-kept total, migration 0004: nothing counted here). */
    async conversationMessages(conversationId: string): Promise<number> {
      const row = await db.selectFrom('conversation_totals').select('messages').where('conversation_id', '=', conversationId).executeTakeFirst();
      return Number(row?.messages ?? 0);
    },

    /** Conversations an archive holds. Read only when a new one is about to be made. */
    async archiveConversations(archiveId: string): Promise<number> {
      const row = await db
        .selectFrom('conversations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('archive_id', '=', archiveId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Forgets every open stream: for a store this process alone uses (SQLite), at start. */
    async forgetOpenStreams(): Promise<void> {
      await db.deleteFrom('open_streams').execute();
    },
  };
}
export type LimitsRepository = ReturnType<typeof createLimitsRepository>;
