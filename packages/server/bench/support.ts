import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseConfig } from '../src/config.ts';
import { createEmulatorAccount } from '../test/helpers/emulator.ts';
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
  const { uid, idToken } = await createEmulatorAccount(emulatorHost, `${label}-${randomBytes(6).toString('hex')}@example.test`, 'bench-password');
  return { idToken, localId: uid };
}

/** What every bench story tells (a row's fields but its archive, conversation, title and times): Rose's bakery, in a few hundred words. */
export const benchStory = {
  theme: 'family',
  summary: 'A summary of the story. '.repeat(3),
  content: 'The story as Rose told it. '.repeat(20),
  significance_level: 'medium',
  significance_reason: 'Part of the family history',
  narrative: { people: ['Albert', 'Margaret'], dateContext: '1948', place: 'Leeds', actionOrEvent: 'opened a bakery' },
  people: ['Albert', 'Margaret'],
};

/** The p-th percentile (nearest rank) of `values`. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/**
 * One app instance in its own process, as a deployment runs them: `script` (run with tsx, given
 * `args` and node's `nodeFlags`) sends `{ready, url}` over IPC once it listens (instance.ts), answers
 * its own messages, and exits on 'exit'. `ready` is that first message; `next` waits for the next
 * message carrying `want`; it rejects if the instance exits meanwhile.
 */
export async function startInstance<M extends { ready?: boolean; url?: string }>(
  script: string,
  name: string,
  env: Record<string, string>,
  { args = [], nodeFlags = [] }: { args?: string[]; nodeFlags?: string[] } = {},
) {
  const child: ChildProcess = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', script, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const failed = new Promise<never>((_, reject) => child.on('exit', (code) => reject(new Error(`instance ${name} exited ${code}`))));
  failed.catch(() => undefined);
  const next = (want: keyof M) =>
    Promise.race([
      new Promise<M>((resolve) => {
        const on = (m: M) => {
          if (m[want] === undefined) return;
          child.off('message', on);
          resolve(m);
        };
        child.on('message', on);
      }),
      failed,
    ]);
  const ready = await next('ready');
  return {
    name,
    ready,
    url: ready.url!,
    child,
    send: (m: unknown) => child.send(m as never),
    next,
    async stop() {
      child.removeAllListeners('exit');
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.send('exit');
      await exited;
    },
  };
}

export type Instance<M extends { ready?: boolean; url?: string }> = Awaited<ReturnType<typeof startInstance<M>>>;
