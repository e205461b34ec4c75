import fs from 'node:fs';
import path from 'node:path';

/** A backup or restore that cannot go on, with a message a person can act on. */
export class BackupError extends Error {}

/** Tables of Kysely's migrator: bookkeeping, not the archive, so a migrated but unused database is still empty. */
export const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

/** `./data/backups/kinstory-2025-01-31T09-30-00Z.<ext>`: UTC, no colons (they are not allowed in every file system). */
export function defaultBackupPath(ext: string, cwd = process.cwd(), at = new Date()): string {
  const stamp = at.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
  return path.resolve(cwd, 'data', 'backups', `kinstory-${stamp}.${ext}`);
}

/** Where a backup is written until it is whole: a half-written file never carries the final name. */
export function partialPath(out: string): string {
  return `${out}.partial`;
}

export function describeSize(bytes: number): string {
  const units = ['bytes', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]} (${bytes} bytes)`;
}

/** What a backup file holds, from its first bytes. */
export function backupKind(file: string): 'sqlite' | 'pg_dump' | 'json' | 'unknown' {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch {
    throw new BackupError(`There is no backup at ${file}.`);
  }
  const head = Buffer.alloc(16);
  try {
    fs.readSync(fd, head, 0, 16, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head.toString('latin1') === 'SQLite format 3\0') return 'sqlite';
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'pg_dump';
  if (head.toString('utf8').trimStart().startsWith('{')) return 'json';
  return 'unknown';
}
