import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { migrateToLatest } from './migrations.ts';
import type { Database } from './schema.ts';

/** Opens the SQLite file (creating its folder) in WAL mode and migrates it. */
export async function openDatabase(file: string): Promise<Kysely<Database>> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  await migrateToLatest(db as Kysely<unknown>, 'sqlite');
  return db;
}

export const now = (): string => new Date().toISOString();
