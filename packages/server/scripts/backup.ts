/**
 * `npm run backup [-- --out <file>]`: a consistent copy of the archive while the server runs.
 * SQLite (the default DATABASE_URL): SQLite's online backup API, into one database file.
 * PostgreSQL: `pg_dump --format=custom`. `--format json`, on either: a logical snapshot that
 * either dialect can restore (scripts/backup/json.ts). It reads DATABASE_URL as the server does,
 * writes to --out (default ./data/backups/kinstory-<UTC time>.<db|dump|json>) and prints the path
 * and size. Restore with `npm run restore -- <file>` (scripts/restore.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, databaseConfig } from '../src/config.ts';
import { BackupError, defaultBackupPath, describeSize } from './backup/common.ts';
import { backupJson } from './backup/json.ts';
import { backupPostgres } from './backup/postgres.ts';
import { backupSqlite } from './backup/sqlite.ts';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' }, format: { type: 'string' } }, allowPositionals: false });
  if (values.format !== undefined && values.format !== 'json') throw new BackupError(`--format is json or left out (a SQLite file or a pg_dump archive), not "${values.format}".`);
  const json = values.format === 'json';
  const database = databaseConfig(process.env);
  const out = values.out ? path.resolve(values.out) : defaultBackupPath(json ? 'json' : database.dialect === 'sqlite' ? 'db' : 'dump');
  if (fs.existsSync(out)) throw new BackupError(`${out} already exists: a backup never overwrites a file. Choose another --out.`);
  if (json) await backupJson(database, out);
  else if (database.dialect === 'sqlite') await backupSqlite(database.file, out);
  else await backupPostgres(database.url, out);
  const from = database.dialect === 'sqlite' ? database.file : 'PostgreSQL';
  console.log(`Backed up ${from} to ${out}: ${describeSize(fs.statSync(out).size)}`);
}

main().catch((err: unknown) => {
  const known = err instanceof BackupError || err instanceof ConfigError || (err as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION';
  console.error(`Backup failed: ${known ? (err as Error).message : String((err as Error).stack ?? err)}`);
  process.exit(1);
});
