/**
 * PostgreSQL backups with the PostgreSQL client tools: `pg_dump --format=custom` (one snapshot of
 * the database, taken beside running servers) and `pg_restore` into an empty database. pg_dump
 * refuses a server of a newer major version than its own, so that is checked first and named.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { BackupError, partialPath } from './common.ts';

/** The URL without its password, and the password for PGPASSWORD: a password on a command line shows in the process list. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}

/** The major version of a client tool on PATH (`pg_dump (PostgreSQL) 15.18` → 15), or null when there is none. */
export function toolMajor(tool: 'pg_dump' | 'pg_restore'): number | null {
  const run = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  if (run.error || run.status !== 0) return null;
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(run.stdout);
  return match ? Number(match[1]) : null;
}

async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (err) {
    throw new BackupError(`Could not connect to the PostgreSQL database: ${(err as Error).message}`);
  }
  try {
    const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num');
    return Math.floor(Number(rows[0]!.server_version_num) / 10_000);
  } finally {
    await client.end();
  }
}

export async function backupPostgres(url: string, out: string): Promise<void> {
  const server = await serverMajor(url);
  const dump = toolMajor('pg_dump');
  if (dump === null) {
    throw new BackupError(`pg_dump was not found on PATH. Install the PostgreSQL ${server} client tools (pg_dump ${server} or newer) and put them on PATH, or use --format json.`);
  }
  if (dump < server) {
    throw new BackupError(
      `pg_dump on PATH is version ${dump}, and it cannot dump this PostgreSQL ${server} server. Put pg_dump ${server} or newer first on PATH (the PostgreSQL ${server} client tools), or use --format json.`,
    );
  }
  const partial = partialPath(out);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.rmSync(partial, { force: true });
  const { dbname, env } = connection(url);
  const run = spawnSync('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${dbname}`], { env, encoding: 'utf8' });
  if (run.status !== 0) {
    fs.rmSync(partial, { force: true });
    throw new BackupError(`pg_dump failed: ${(run.stderr || run.error?.message || '').trim()}`);
  }
  fs.renameSync(partial, out);
}

/** pg_restore into a database with no tables of its own yet (a new, empty database). */
export async function restorePostgres(backup: string, url: string): Promise<void> {
  if (toolMajor('pg_restore') === null) throw new BackupError('pg_restore was not found on PATH. Install the PostgreSQL client tools of the version that made the backup.');
  const tables = await userTables(url);
  if (tables.length) {
    throw new BackupError(
      `The target database is not empty (it has the tables ${tables.slice(0, 5).join(', ')}${tables.length > 5 ? ', …' : ''}): a restore goes only into a new, empty database. Create one (createdb) and restore with --to postgres://…/<the new database>, before any server starts on it.`,
    );
  }
  const { dbname, env } = connection(url);
  const run = spawnSync('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, backup], { env, encoding: 'utf8' });
  if (run.status !== 0) throw new BackupError(`pg_restore failed: ${(run.stderr || run.error?.message || '').trim()}`);
}

/** Tables outside PostgreSQL's own schemas; the migrator's bookkeeping counts too, since pg_restore would collide with it. */
async function userTables(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (err) {
    throw new BackupError(`Could not connect to the target PostgreSQL database: ${(err as Error).message}`);
  }
  try {
    const { rows } = await client.query<{ name: string }>(
      "SELECT table_schema || '.' || table_name AS name FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1",
    );
    return rows.map((r) => r.name);
  } finally {
    await client.end();
  }
}
