import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type SqliteDatabase } from 'kysely';
import { migrateToLatest } from './migrations.ts';
import type { Database } from './schema.ts';

const STATEMENT_CACHE_MAX = 200;

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

/** Opens the SQLite file (creating its folder) in WAL mode and migrates it. */
export async function openDatabase(file: string): Promise<Kysely<Database>> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  await migrateToLatest(db as Kysely<unknown>, 'sqlite');
  return db;
}

export const now = (): string => new Date().toISOString();
