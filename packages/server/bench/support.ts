import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseConfig } from '../src/config.ts';
import { startEmbeddedPostgres } from '../test/helpers/postgres.ts';

/**
 * A PostgreSQL for a bench: BENCH_DATABASE_URL (an admin URL whose user may create databases) or a
 * throwaway embedded one (note: the embedded one runs with fsync=off, as the tests do). Each
 * `database()` is a new, empty database on it.
 */
export async function benchPostgres(poolSize = Number(process.env.BENCH_POOL_SIZE ?? 10)) {
  const given = process.env.BENCH_DATABASE_URL;
  const server = given ? { url: given, stop: async () => undefined } : await startEmbeddedPostgres();
  return {
    adminUrl: server.url,
    async database(name: string): Promise<Extract<DatabaseConfig, { dialect: 'postgres' }>> {
      const dbName = `kb_${name.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${dbName}"`);
      } finally {
        await client.end();
      }
      const url = new URL(server.url);
      url.pathname = `/${dbName}`;
      return { dialect: 'postgres', url: url.toString(), poolSize };
    },
    stop: server.stop,
  };
}

/** A new account on the Auth emulator: its ID token and uid. */
export async function signUp(emulatorHost: string, label = 'bench'): Promise<{ idToken: string; localId: string }> {
  const res = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${label}-${randomBytes(6).toString('hex')}@example.test`, password: 'bench-password', returnSecureToken: true }),
  });
  if (!res.ok) throw new Error(`emulator sign-up failed: ${res.status}`);
  return (await res.json()) as { idToken: string; localId: string };
}

/** The p-th percentile (nearest rank) of `values`. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
