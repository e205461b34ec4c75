import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import { migrateToLatest, type Dialect } from './migrations.ts';
import type { Database } from './schema.ts';
import { localSignals, postgresSignals, type Signals } from './signals.ts';

export type { Dialect } from './migrations.ts';

const STATEMENT_CACHE_MAX = 200;

// bigint columns (epoch milliseconds) and count(*) come back from pg as strings by default; every
// value we keep fits in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

/** The database and what comes with it: its dialect and the wake-up signals between instances. */
export interface Store {
  db: Kysely<Database>;
  dialect: Dialect;
  signals: Signals;
  /** Settles once the database answers and is migrated (PostgreSQL may still be starting). */
  ready: Promise<void>;
  isReady(): boolean;
  close(): Promise<void>;
}

export class InstanceLockError extends Error {}

/**
 * Kysely's SQLite driver prepares every query anew; preparing costs more than running our small
 * queries, so prepared statements are reused by SQL text (bounded; oldest out first).
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let stmt = cache.get(sql);
      if (!stmt) {
        stmt = sqlite.prepare(sql);
        if (cache.size >= STATEMENT_CACHE_MAX) cache.delete(cache.keys().next().value as string);
        cache.set(sql, stmt);
      }
      return stmt as unknown as ReturnType<SqliteDatabase['prepare']>;
    },
  };
}

/**
 * One server per SQLite file: its rate limits, stream caps and event wake-ups are only shared
 * within the process. A side file held in SQLite's exclusive locking mode is the claim; the OS
 * drops it when the process ends, even on kill -9.
 */
export function claimSqliteFile(file: string): () => void {
  const lock = new SQLite(`${file}.instance-lock`, { timeout: 0 });
  try {
    lock.pragma('locking_mode = EXCLUSIVE');
    lock.exec('CREATE TABLE IF NOT EXISTS instance (pid INTEGER); DELETE FROM instance;');
    lock.prepare('INSERT INTO instance (pid) VALUES (?)').run(process.pid);
  } catch (err) {
    lock.close();
    if ((err as { code?: string }).code?.startsWith('SQLITE_BUSY')) {
      throw new InstanceLockError(
        `Another Kinstory server is already using ${file}. SQLite serves one server instance; to run several, use PostgreSQL (DATABASE_URL=postgres://…).`,
      );
    }
    throw err;
  }
  return () => lock.close();
}

/**
 * Opens the SQLite file (creating its folder) in WAL mode and migrates it. `exclusive` claims the
 * file for this process (the server does; scripts beside it, such as the seed, do not).
 * synchronous=FULL: an acknowledged write survives a power cut, not only a crash.
 */
export async function openSqlite(file: string, opts: { exclusive?: boolean } = {}): Promise<Store> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const release = opts.exclusive ? claimSqliteFile(file) : () => undefined;
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  try {
    await migrateToLatest(db as Kysely<unknown>, 'sqlite');
  } catch (err) {
    await db.destroy();
    release();
    throw err;
  }
  const signals = localSignals();
  return {
    db,
    dialect: 'sqlite',
    signals,
    ready: Promise.resolve(),
    isReady: () => true,
    async close() {
      await signals.close();
      await db.destroy();
      release();
    },
  };
}

/**
 * A pool on PostgreSQL. It returns at once; `ready` settles once the database answers, migrations
 * have run (Kysely's migrator locks, so instances starting together migrate once) and LISTEN is
 * on. Until then it retries, so a server may start before its database.
 */
export function openPostgres(url: string, poolSize: number, opts: { log?: (err: unknown) => void } = {}): Store {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client's error (the server restarted) must not crash the process; the pool drops it.
  pool.on('error', (err) => opts.log?.(err));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let signals: Signals | null = null;
  let ready = false;
  let closed = false;
  const proxySignals: Signals = {
    notify: async (channel, payload) => {
      if (!signals) throw new Error('database not ready');
      return signals.notify(channel, payload);
    },
    listen: (channel, listener) => late((s) => s.listen(channel, listener)),
    onMissed: (listener) => late((s) => s.onMissed(listener)),
    close: async () => signals?.close(),
  };
  const waiting: ((s: Signals) => void)[] = [];
  /** Listeners added before LISTEN is on are attached once it is. */
  function late(attach: (s: Signals) => () => void): () => void {
    if (signals) return attach(signals);
    let off: (() => void) | null = null;
    let cancelled = false;
    waiting.push((s) => {
      if (!cancelled) off = attach(s);
    });
    return () => {
      cancelled = true;
      off?.();
    };
  }
  const readyPromise = (async () => {
    let retryMs = 200;
    while (!closed) {
      try {
        await migrateToLatest(db as Kysely<unknown>, 'postgres');
        signals = await postgresSignals(url, pool);
        for (const attach of waiting.splice(0)) attach(signals);
        ready = true;
        return;
      } catch (err) {
        opts.log?.(err);
        await new Promise((r) => setTimeout(r, retryMs));
        retryMs = Math.min(retryMs * 2, 5_000);
      }
    }
    throw new Error('closed before the database was ready');
  })();
  readyPromise.catch(() => undefined);
  return {
    db,
    dialect: 'postgres',
    signals: proxySignals,
    ready: readyPromise,
    isReady: () => ready,
    async close() {
      closed = true;
      await proxySignals.close();
      await db.destroy();
    },
  };
}

export async function openStore(config: DatabaseConfig, opts: { exclusive?: boolean; log?: (err: unknown) => void } = {}): Promise<Store> {
  return config.dialect === 'sqlite' ? openSqlite(config.file, opts) : openPostgres(config.url, config.poolSize, opts);
}

/** Opens SQLite by file (scripts and older callers). */
export async function openDatabase(file: string): Promise<Kysely<Database>> {
  return (await openSqlite(file)).db;
}

export const now = (): string => new Date().toISOString();
