/**
 * `--format json`: a logical snapshot of the archive that either dialect can load, so an archive
 * can move from SQLite to PostgreSQL (or back). Every table is read in one transaction (one read
 * transaction on SQLite; REPEATABLE READ READ ONLY on PostgreSQL), so the rows agree with each
 * other while servers keep writing. The whole snapshot is held in memory: fine for a family's
 * archive, not meant for millions of rows.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../../src/config.ts';
import { claimSqliteFile, InstanceLockError, openStore } from '../../src/storage/database.ts';
import { BackupError, MIGRATION_TABLES, partialPath } from './common.ts';

type Row = Record<string, unknown>;

export interface JsonBackup {
  format: 'kinstory-backup';
  version: 1;
  /** Where it was taken from; it loads into either. */
  dialect: 'sqlite' | 'postgres';
  takenAt: string;
  /** The migrations the source had run: a backup loads only into a database at the same ones. */
  migrations: string[];
  tables: Record<string, Row[]>;
}

/**
 * Every table of the schema, parents before children (the order a restore inserts them). A table
 * missing here stops the backup, so a new table cannot be left out of backups unnoticed.
 * The totals tables come last: triggers fill them as the rows go in, and the restore then puts
 * back the source's own rows.
 */
const TABLES = [
  'users',
  'archives',
  'members',
  'invitations',
  'conversations',
  'messages',
  'memories',
  'stories',
  'loose_facts',
  'revisions',
  'perspectives',
  'recordings',
  'encouragements',
  'prompt_schedules',
  'prompt_questions',
  'prompt_sends',
  'prompt_unsubscribes',
  'server_secrets',
  'jobs',
  'rate_limits',
  'open_streams',
  'archive_totals',
  'conversation_totals',
] as const;
const TOTALS = ['archive_totals', 'conversation_totals'];
/** Tables whose integer id comes from a sequence on PostgreSQL (serial), to move on past the restored ids. */
const SERIAL = ['messages', 'memories', 'stories', 'loose_facts', 'revisions', 'perspectives', 'encouragements', 'jobs'];
/**
 * Binary columns (a kept recording's audio, migration 0013): base64 text in the JSON, bytes again in
 * the database. JSON.stringify would write a Buffer as an array of numbers, and no insert reads that
 * back as a blob: the storyteller's voice would be lost.
 */
const BINARY: Record<string, string[]> = { recordings: ['audio'] };

function encodeBinary(table: string, rows: Row[]): Row[] {
  const columns = BINARY[table];
  if (!columns) return rows;
  return rows.map((row) => {
    const out = { ...row };
    for (const c of columns) if (Buffer.isBuffer(out[c]) || out[c] instanceof Uint8Array) out[c] = Buffer.from(out[c] as Uint8Array).toString('base64');
    return out;
  });
}

function decodeBinary(table: string, rows: Row[]): Row[] {
  const columns = BINARY[table];
  if (!columns) return rows;
  return rows.map((row) => {
    const out = { ...row };
    for (const c of columns) if (typeof out[c] === 'string') out[c] = Buffer.from(out[c], 'base64');
    return out;
  });
}

function checkTables(found: string[], where: string): void {
  const unknown = found.filter((t) => !MIGRATION_TABLES.has(t) && !(TABLES as readonly string[]).includes(t));
  if (unknown.length) throw new BackupError(`${where} has tables the JSON backup does not know (${unknown.join(', ')}): update scripts/backup/json.ts.`);
}

export async function backupJson(database: DatabaseConfig, out: string): Promise<void> {
  const snapshot = database.dialect === 'sqlite' ? readSqlite(database.file) : await readPostgres(database.url);
  const partial = partialPath(out);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(partial, JSON.stringify(snapshot));
  fs.renameSync(partial, out);
}

function readSqlite(file: string): JsonBackup {
  if (!fs.existsSync(file)) throw new BackupError(`There is no database at ${file} to back up: check DATABASE_URL.`);
  const db = new SQLite(file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // One read transaction: its first read fixes the snapshot every later read sees.
    return db.transaction(() => {
      const found = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").pluck().all() as string[];
      if (!found.includes('kysely_migration')) throw new BackupError(`${file} is a SQLite file but not a Kinstory database (it has no migrations table).`);
      checkTables(found, file);
      const tables: Record<string, Row[]> = {};
      for (const table of TABLES) tables[table] = found.includes(table) ? encodeBinary(table, db.prepare(`SELECT * FROM "${table}" ORDER BY 1`).all() as Row[]) : [];
      const migrations = db.prepare('SELECT name FROM kysely_migration ORDER BY name').pluck().all() as string[];
      return { format: 'kinstory-backup', version: 1, dialect: 'sqlite', takenAt: new Date().toISOString(), migrations, tables } satisfies JsonBackup;
    })();
  } finally {
    db.close();
  }
}

async function readPostgres(url: string): Promise<JsonBackup> {
  // bigint columns (epoch milliseconds) as numbers, the way the server reads them.
  const client = new pg.Client({ connectionString: url, types: { getTypeParser: (oid, format) => (oid === pg.types.builtins.INT8 ? Number : pg.types.getTypeParser(oid, format)) } as pg.CustomTypesConfig });
  try {
    await client.connect();
  } catch (err) {
    throw new BackupError(`Could not connect to the PostgreSQL database: ${(err as Error).message}`);
  }
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const found = (await client.query<{ name: string }>("SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'")).rows.map((r) => r.name);
    if (!found.includes('kysely_migration')) throw new BackupError('The PostgreSQL database is not a Kinstory database (it has no migrations table).');
    checkTables(found, 'The PostgreSQL database');
    const tables: Record<string, Row[]> = {};
    for (const table of TABLES) tables[table] = found.includes(table) ? encodeBinary(table, (await client.query<Row>(`SELECT * FROM "${table}" ORDER BY 1`)).rows) : [];
    const migrations = (await client.query<{ name: string }>('SELECT name FROM kysely_migration ORDER BY name')).rows.map((r) => r.name);
    await client.query('COMMIT');
    return { format: 'kinstory-backup', version: 1, dialect: 'postgres', takenAt: new Date().toISOString(), migrations, tables };
  } finally {
    await client.end();
  }
}

function readBackup(file: string): JsonBackup {
  let backup: JsonBackup;
  try {
    backup = JSON.parse(fs.readFileSync(file, 'utf8')) as JsonBackup;
  } catch (err) {
    throw new BackupError(`${file} is not a readable JSON backup: ${(err as Error).message}`);
  }
  if (backup?.format !== 'kinstory-backup' || backup.version !== 1 || typeof backup.tables !== 'object') throw new BackupError(`${file} is JSON but not a Kinstory backup.`);
  return backup;
}

/**
 * Loads a JSON backup into an empty database of either dialect: it is migrated first (a new one is
 * created), must then be at the backup's migrations and hold no rows, and takes every row in one
 * transaction. A SQLite target is claimed like a server claims it, so none runs on it meanwhile.
 */
export async function restoreJson(file: string, target: DatabaseConfig): Promise<void> {
  const backup = readBackup(file);
  let release = () => undefined as void;
  if (target.dialect === 'sqlite') {
    fs.mkdirSync(path.dirname(target.file), { recursive: true });
    try {
      release = claimSqliteFile(target.file);
    } catch (err) {
      if (err instanceof InstanceLockError) throw new BackupError(`A Kinstory server is running on ${target.file}: stop it before restoring into this file, or restore into a new one.`);
      throw err;
    }
  }
  try {
    // The server's open waits for a PostgreSQL that is not up yet; a restore should say so instead.
    if (target.dialect === 'postgres') await reachable(target.url);
    const store = await openStore(target.dialect === 'sqlite' ? target : { ...target, poolSize: 1 });
    try {
      await store.ready;
      await load(store.db as unknown as Kysely<Record<string, Row>>, store.dialect, backup);
    } finally {
      await store.close();
    }
  } finally {
    release();
  }
}

async function reachable(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (err) {
    throw new BackupError(`Could not connect to the target PostgreSQL database: ${(err as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function load(db: Kysely<Record<string, Row>>, dialect: 'sqlite' | 'postgres', backup: JsonBackup): Promise<void> {
  const migrations = (await db.selectFrom('kysely_migration').select('name').orderBy('name').execute()).map((r) => r.name as string);
  if (JSON.stringify(migrations) !== JSON.stringify(backup.migrations)) {
    throw new BackupError(
      `The backup was taken at migration ${backup.migrations.at(-1)} and the target is at ${migrations.at(-1)}: restore it with the Kinstory version that made it, then upgrade.`,
    );
  }
  await db.transaction().execute(async (trx) => {
    const held: string[] = [];
    for (const table of TABLES) {
      const { n } = (await trx.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()) as { n: number | string };
      if (Number(n) > 0) held.push(`${n} rows in ${table}`);
    }
    if (held.length) throw new BackupError(`The target database is not empty (${held.join(', ')}): a restore goes only into a new or empty database.`);
    for (const table of TABLES) {
      if (TOTALS.includes(table)) await trx.deleteFrom(table).execute();
      const rows = decodeBinary(table, backup.tables[table] ?? []);
      for (let i = 0; i < rows.length; i += 200) await trx.insertInto(table).values(rows.slice(i, i + 200)).execute();
    }
    if (dialect === 'postgres') {
      for (const table of SERIAL) {
        await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), COALESCE((SELECT max(id) FROM ${sql.table(table)}), 0) + 1, false)`.execute(trx);
      }
    }
  });
}
