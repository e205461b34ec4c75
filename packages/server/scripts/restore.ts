/**
 * `npm run restore -- <backup> [--to DATABASE_URL]`: puts a backup made by `npm run backup` into
 * an empty database (the target defaults to DATABASE_URL, read as the server does). A SQLite
 * backup is copied into place only when the target file does not exist or holds no archive, and
 * never while a server holds it; a pg_dump backup goes through pg_restore into a database with no
 * tables yet; a JSON backup (`--format json`) loads into an empty database of either dialect, which
 * it migrates first. Anything else is refused, with the reason.
 */
import { parseArgs } from 'node:util';
import { ConfigError, databaseConfig } from '../src/config.ts';
import { backupKind, BackupError } from './backup/common.ts';
import { restoreJson } from './backup/json.ts';
import { restorePostgres } from './backup/postgres.ts';
import { restoreSqlite } from './backup/sqlite.ts';

const USAGE = 'Usage: npm run restore -- <backup file> [--to DATABASE_URL] [--format json]';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options: { to: { type: 'string' }, format: { type: 'string' } }, allowPositionals: true });
  if (positionals.length !== 1) throw new BackupError(USAGE);
  const backup = positionals[0]!;
  const target = databaseConfig(values.to ? { ...process.env, DATABASE_URL: values.to } : process.env);
  const kind = backupKind(backup);
  if (kind === 'unknown') throw new BackupError(`${backup} is not a Kinstory backup (not a SQLite database, a pg_dump archive or a JSON backup).`);
  if (values.format !== undefined && values.format !== (kind === 'json' ? 'json' : undefined)) throw new BackupError(`${backup} is not a ${values.format} backup.`);
  if (kind === 'json') await restoreJson(backup, target);
  else if (kind === 'sqlite' && target.dialect === 'sqlite') restoreSqlite(backup, target.file);
  else if (kind === 'pg_dump' && target.dialect === 'postgres') await restorePostgres(backup, target.url);
  else {
    throw new BackupError(
      `${backup} is a ${kind === 'sqlite' ? 'SQLite' : 'pg_dump'} backup; it cannot be restored into ${target.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}. To move an archive between the two, back it up with --format json.`,
    );
  }
  console.log(`Restored ${backup} into ${target.dialect === 'sqlite' ? target.file : 'the PostgreSQL database'}. Start the server on it to serve the archive.`);
}

main().catch((err: unknown) => {
  const known = err instanceof BackupError || err instanceof ConfigError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  console.error(`Restore failed: ${known ? (err as Error).message : String((err as Error).stack ?? err)}`);
  process.exit(1);
});
