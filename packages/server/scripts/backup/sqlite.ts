/**
 * SQLite backups with SQLite's online backup API, beside a running server: the copy is one read
 * transaction of the source, so it holds every write acknowledged before it began and none of a
 * write in flight. A WAL reader never blocks the server's writes, and the backup does not claim
 * the file (`<db>.instance-lock` stays the server's).
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { claimSqliteFile, InstanceLockError } from '../../src/storage/database.ts';
import { BackupError, MIGRATION_TABLES, partialPath } from './common.ts';

/** Pages per backup step: the whole database of any size we expect in one step, so the copy is one snapshot and never restarts because the server wrote between steps. */
const PAGES_PER_STEP = 0x7fffffff;

export async function backupSqlite(file: string, out: string): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupError(`There is no database at ${file} to back up: check DATABASE_URL.`);
  let source: SQLite.Database;
  try {
    // Not readonly: a WAL database opened read-only cannot always recover its -shm index.
    source = new SQLite(file, { fileMustExist: true });
    source.pragma('busy_timeout = 5000');
    checkKinstoryDatabase(source, file);
  } catch (err) {
    throw err instanceof BackupError ? err : new BackupError(`${file} could not be read as a SQLite database: ${(err as Error).message}`);
  }
  const partial = partialPath(out);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.rmSync(partial, { force: true });
  try {
    await source.backup(partial, { progress: () => PAGES_PER_STEP });
  } finally {
    source.close();
  }
  // One self-contained file: the copy keeps the source's WAL mode, so switch it to a rollback journal
  // (the server switches back to WAL when it opens a restored file) and prove it reads whole.
  const copy = new SQLite(partial, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`The copy of ${file} failed SQLite's integrity check: ${String(check)}`);
  } finally {
    copy.close();
  }
  fs.renameSync(partial, out);
}

/**
 * Puts a SQLite backup in place of `target`, only when the target does not exist or holds no
 * archive yet, and never while a server holds it: the restore claims the file the way a server
 * does, so none can start on it halfway through.
 */
export function restoreSqlite(backup: string, target: string): void {
  const check = new SQLite(backup, { readonly: true, fileMustExist: true });
  try {
    checkKinstoryDatabase(check, backup);
    const result = check.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new BackupError(`The backup ${backup} failed SQLite's integrity check: ${String(result)}`);
  } finally {
    check.close();
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  let release: () => void;
  try {
    release = claimSqliteFile(target);
  } catch (err) {
    if (err instanceof InstanceLockError) throw new BackupError(`A Kinstory server is running on ${target}: stop it before restoring into this file, or restore into a new one.`);
    throw err;
  }
  try {
    const held = archiveRows(target);
    if (held) throw new BackupError(`${target} is not empty (${held}): a restore goes only into a new file or an empty database. Move the file aside, or restore with --to sqlite:<a new file>.`);
    for (const side of ['', '-wal', '-shm', '-journal']) fs.rmSync(`${target}${side}`, { force: true });
    const partial = partialPath(target);
    fs.copyFileSync(backup, partial);
    const fd = fs.openSync(partial, 'r+');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fs.renameSync(partial, target);
  } finally {
    release();
  }
}

/** A Kinstory database has run its migrations; anything else is refused rather than copied. */
function checkKinstoryDatabase(db: SQLite.Database, file: string): void {
  const migrated = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'").get();
  if (!migrated) throw new BackupError(`${file} is a SQLite file but not a Kinstory database (it has no migrations table).`);
}

/** What a target file already holds ("3 stories, 12 messages"), or null when it holds nothing (missing, empty, or migrated with no rows). */
function archiveRows(file: string): string | null {
  if (!fs.existsSync(file) || fs.statSync(file).size === 0) return null;
  let db: SQLite.Database;
  try {
    db = new SQLite(file, { fileMustExist: true });
    db.pragma('schema_version');
  } catch {
    return 'it is not a SQLite database';
  }
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all() as string[];
    const counts = tables
      .filter((name) => !MIGRATION_TABLES.has(name))
      .map((name) => [name, db.prepare(`SELECT count(*) FROM "${name}"`).pluck().get() as number] as const)
      .filter(([, n]) => n > 0);
    return counts.length ? counts.map(([name, n]) => `${n} rows in ${name}`).join(', ') : null;
  } finally {
    db.close();
  }
}
