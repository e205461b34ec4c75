import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseConfig } from '../../src/config.ts';
import { scratchDir } from './scratch.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server-postgres project's PostgreSQL (an admin URL); undefined in the SQLite project. */
    postgresUrl: string | undefined;
  }
}

/** 'postgres' in the server-postgres project (the same tests, on PostgreSQL), else 'sqlite'. */
export const testDialect = (): 'sqlite' | 'postgres' => (inject('postgresUrl') ? 'postgres' : 'sqlite');

/**
 * A fresh, empty database for one test server: a new SQLite file, or the name of a new PostgreSQL
 * database on the project's server (made by ensureTestDatabase before the app opens it).
 */
export function freshDatabase(): DatabaseConfig {
  const admin = inject('postgresUrl');
  if (!admin) {
    const dir = scratchDir('db-');
    return { dialect: 'sqlite', file: path.join(dir, 'kinstory.db') };
  }
  const url = new URL(admin);
  url.pathname = `/kt_${randomBytes(6).toString('hex')}`;
  return { dialect: 'postgres', url: url.toString(), poolSize: 5 };
}

/** Creates the PostgreSQL database that freshDatabase named (SQLite files need nothing). */
export async function ensureTestDatabase(database: DatabaseConfig): Promise<void> {
  if (database.dialect !== 'postgres') return;
  const url = new URL(database.url);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, "")}"`);
  } finally {
    await client.end();
  }
}
