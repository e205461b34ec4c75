import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Dialect } from '../migrations.ts';
import type { ConversationRow, Database } from '../schema.ts';

/** How often an open stream's lease is renewed, and how long it lasts without renewal. */
export const STREAM_LEASE_MS = 30_000;
export const STREAM_RENEW_MS = 10_000;

/** A per-user rate limit's window. */
export const RATE_WINDOW_MS = 60_000;
/** The key a user's count of chat turns is kept under (as @fastify/rate-limit names a route group's). */
export const chatRateKey = (uid: string) => `user:${uid}:chat`;

/** A count in a fixed window: this request included, and the milliseconds until the window ends. */
export interface RateCount {
  current: number;
  ttl: number;
}

/** A window's count as the database answers it (migration 0009's columns). */
const countOf = (hits: number | string | null, windowStart: number | string | null, windowMs: number, at: number): RateCount => ({
  current: Number(hits),
  ttl: Math.max(0, Number(windowStart) + windowMs - at),
});

/** Runs `write` over `ids` 1,000 at a time (one statement each, within parameter limits). */
async function inChunks(ids: string[], write: (chunk: string[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < ids.length; i += 1000) await write(ids.slice(i, i + 1000));
}

/** What opening a chat turn's stream found: its lease (null when none is taken), or why not. */
export type ChatOpening = { lease: string | null } | { refused: 'rate'; ttl: number } | { refused: 'streams' };

/** Fixed-window request counts in this process's memory; the least recently counted keys go first when full. */
class ProcessCounts {
  private readonly windows = new LRUCache<string, { hits: number; start: number }>({ max: 100_000 });

  hit(key: string, windowMs: number, at: number): RateCount {
    let window = this.windows.get(key);
    if (!window || window.start + windowMs <= at) {
      window = { hits: 0, start: at };
      this.windows.set(key, window);
    }
    window.hits += 1;
    return { current: window.hits, ttl: window.start + windowMs - at };
  }
}

/**
 * Keys found over their limit. A count only grows until its window ends, so a key over its limit
 * stays refused until then on every instance: this one refuses it again without asking the
 * database, and a flood from one account costs the database nothing.
 */
class Refusals {
  private readonly until = new LRUCache<string, number>({ max: 100_000 });

  /** The milliseconds `key` stays refused, or 0. */
  ttl(key: string, at: number): number {
    const until = this.until.get(key);
    return until !== undefined && until > at ? until - at : 0;
  }

  note(key: string, at: number, count: RateCount, max: number) {
    if (count.current > max) this.until.set(key, at + count.ttl);
  }
}

/**
 * Leases given back and not yet deleted: the next chat opening on this instance deletes them in its
 * own call, or a timer shortly after, so a chat turn's release costs the database no statement of
 * its own when turns follow one another.
 */
class PendingReleases {
  private ids: string[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly flush: (ids: string[]) => Promise<void>,
    private readonly delayMs = 20,
  ) {}

  add(id: string) {
    this.ids.push(id);
    this.timer ??= setTimeout(() => void this.flushNow(), this.delayMs).unref();
  }

  /** The ids to delete now; put back with `restore` when their deletion failed. */
  take(): string[] {
    const ids = this.ids;
    this.ids = [];
    clearTimeout(this.timer);
    this.timer = undefined;
    return ids;
  }

  restore(ids: string[]) {
    this.ids.push(...ids);
  }

  async flushNow(): Promise<void> {
    const ids = this.take();
    if (ids.length) await this.flush(ids).catch(() => this.restore(ids));
  }
}

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
  // SQLite: rate-limit counts in memory too, for the same reason. PostgreSQL: refusals remembered.
  const counts = dialect === 'sqlite' ? new ProcessCounts() : null;
  const refusals = new Refusals();
  const releases = new PendingReleases((ids) => inChunks(ids, (chunk) => db.deleteFrom('open_streams').where('id', 'in', chunk).execute()));

  async function prune(at: number) {
    if (at - lastPrune < 60_000) return;
    lastPrune = at;
    await db.deleteFrom('rate_limits').where('window_start', '<', at - 3_600_000).execute();
    await db.deleteFrom('open_streams').where('expires_at', '<', at).execute();
  }

  return {
    /**
     * Counts one request against `key` in a window of `windowMs`; answers the count in the window,
     * this request included, and the milliseconds until the window ends. On PostgreSQL one atomic
     * statement (an upsert through a function whose plan is kept, migration 0009: two instances
     * counting at once never lose a hit); a key already over `max` is answered from memory until
     * its window ends. On a SQLite file, which one instance serves, the counts are kept in that
     * process.
     */
    async hit(key: string, windowMs: number, max: number, at = Date.now()): Promise<RateCount> {
      if (counts) return counts.hit(key, windowMs, at);
      const refused = refusals.ttl(key, at);
      if (refused) return { current: max + 1, ttl: refused };
      void prune(at).catch(() => undefined);
      const { rows } = await sql<{ hits: number; window_start: string }>`SELECT hits, window_start FROM kinstory_rate_hit(${key}, ${at}, ${windowMs})`.execute(db);
      const count = countOf(rows[0]!.hits, rows[0]!.window_start, windowMs, at);
      refusals.note(key, at, count, max);
      return count;
    },

    /**
     * A chat turn's limits, both at once: counts the turn against the user's `perMinute` and, unless
     * that refuses it, opens a stream lease unless `maxStreams` are open already. Infinity turns
     * either off. On PostgreSQL this is one function call (migration 0010), which also deletes the
     * leases this instance gave back since its last call, and takes a per-user advisory lock for
     * the count and the insert, so simultaneous turns on any instances cannot all pass. A SQLite
     * file has one instance, which counts both in its memory.
     */
    async openChat(uid: string, limits: { perMinute: number; maxStreams: number }, at = Date.now()): Promise<ChatOpening> {
      return (await this.openChatFor(uid, limits, undefined, at)).opening;
    },

    /**
     * openChat, and the conversation `conversationId` read by the same statement on PostgreSQL (its
     * row, or undefined when there is none), so the limits cost the turn no round trip of their own.
     */
    async openChatFor(
      uid: string,
      limits: { perMinute: number; maxStreams: number },
      conversationId: string | undefined,
      at = Date.now(),
    ): Promise<{ opening: ChatOpening; conversation?: ConversationRow }> {
      const find = async (opening: ChatOpening) => ({
        opening,
        conversation: conversationId === undefined || 'refused' in opening ? undefined : await db.selectFrom('conversations').selectAll().where('id', '=', conversationId).executeTakeFirst(),
      });
      const key = chatRateKey(uid);
      const counted = limits.perMinute !== Infinity;
      const capped = limits.maxStreams !== Infinity;
      if (counts) {
        if (counted) {
          const count = counts.hit(key, RATE_WINDOW_MS, at);
          if (count.current > limits.perMinute) return { opening: { refused: 'rate', ttl: count.ttl } };
        }
        if (!capped) return find({ lease: null });
        const lease = localChats!.open(uid, limits.maxStreams);
        return find(lease ? { lease } : { refused: 'streams' });
      }
      const refused = counted ? refusals.ttl(key, at) : 0;
      if (refused) return { opening: { refused: 'rate', ttl: refused } };
      if (!counted && !capped) return find({ lease: null });
      void prune(at).catch(() => undefined);
      const id = randomUUID();
      const release = releases.take();
      let row: { _hits: number | null; _window_start: string | null; _opened: boolean } & Partial<ConversationRow>;
      try {
        // The conversation is joined on (no row when there is none): one statement for both.
        const { rows } = await sql<typeof row>`
          SELECT o.hits AS _hits, o.window_start AS _window_start, o.opened AS _opened, c.*
          FROM kinstory_open_chat(${release}, ${id}, ${uid}, ${at}, ${at + STREAM_LEASE_MS},
            ${counted ? key : null}, ${RATE_WINDOW_MS}, ${counted ? limits.perMinute : null}, ${capped ? limits.maxStreams : null}) AS o
          LEFT JOIN conversations AS c ON c.id = ${conversationId ?? null}`.execute(db);
        row = rows[0]!;
      } catch (err) {
        releases.restore(release);
        throw err;
      }
      const { _hits, _window_start, _opened, ...columns } = row;
      const conversation = columns.id == null ? undefined : (columns as ConversationRow);
      if (counted) {
        const count = countOf(_hits, _window_start, RATE_WINDOW_MS, at);
        refusals.note(key, at, count, limits.perMinute);
        if (count.current > limits.perMinute) return { opening: { refused: 'rate', ttl: count.ttl } };
      }
      if (!capped) return { opening: { lease: null }, conversation };
      return { opening: _opened ? { lease: id } : { refused: 'streams' }, conversation };
    },

    /**
     * Opens a GET /events stream for `uid`, and answers the leases of the user's oldest streams that
     * are now over `max` (deleted here; their instances are told to close them). Counted in one
     * transaction under a per-user lock (an advisory lock on PostgreSQL: the user may have no row
     * yet; SQLite runs one writer at a time), so streams opened together on several instances
     * cannot all stay.
     */
    async openEventStream(uid: string, max: number, at = Date.now()): Promise<{ id: string; evicted: string[] }> {
      const release = releases.take();
      return db.transaction().execute(async (tx) => {
        if (dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(hashtext(${`events:${uid}`}))`.execute(tx);
        if (release.length) await tx.deleteFrom('open_streams').where('id', 'in', release).execute();
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
      }).catch((err: unknown) => {
        releases.restore(release);
        throw err;
      });
    },

    /** Renews many leases in one statement (an instance's open /events streams, together). */
    async renewStreams(ids: string[], at = Date.now()): Promise<void> {
      await inChunks(ids, (chunk) => db.updateTable('open_streams').set({ expires_at: at + STREAM_LEASE_MS }).where('id', 'in', chunk).execute());
    },

    /** False on a SQLite file: its chat leases are counted in memory and never expire. */
    leasesExpire: localChats === null,

    async renewStream(id: string, at = Date.now()): Promise<void> {
      await db.updateTable('open_streams').set({ expires_at: at + STREAM_LEASE_MS }).where('id', '=', id).execute();
    },

    /** Gives a lease back: deleted with the next opening on this instance, or within 20 ms. */
    closeStream(id: string): void {
      if (localChats?.delete(id)) return;
      releases.add(id);
    },

    /** Deletes the leases given back and not yet deleted (before the database closes). */
    async flushReleases(): Promise<void> {
      await releases.flushNow();
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
