import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { InstanceLockError } from '../../src/storage/database.ts';
import { testConfig } from '../helpers/app.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

function serverEnv(file: string) {
  return { PATH: process.env.PATH ?? '', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', PORT: '0', DATABASE_URL: `sqlite:${file}` };
}

/** Starts src/server.ts and resolves once it listens. */
function startServer(file: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', `${root}packages/server/src/server.ts`], { cwd: root, env: serverEnv(file), stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise<typeof child>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('Kinstory is running at')) resolve(child);
    });
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
  });
}

/** SQLite is the one-instance store: a second server on the same file refuses to start. */
describe('one server per SQLite file', () => {
  it('a second app on the same file is refused, naming PostgreSQL; once the first closes, it opens', async () => {
    const config = testConfig();
    const first = await buildApp({ log: false, config });
    const second = buildApp({ log: false, config });
    await expect(second).rejects.toThrow(InstanceLockError);
    await expect(second).rejects.toThrow(/PostgreSQL \(DATABASE_URL=postgres:\/\/…\)/);
    await first.close();
    const third = await buildApp({ log: false, config });
    expect((await third.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    await third.close();
  });

  it('a second server process exits with a clear message; after a kill -9 of the first, a new one starts', async () => {
    const config = testConfig();
    if (config.database.dialect !== 'sqlite') throw new Error('expected a SQLite test database');
    const file = config.database.file;
    const first = await startServer(file);
    const refused = spawnSync(process.execPath, ['--import', 'tsx', `${root}packages/server/src/server.ts`], { cwd: root, env: serverEnv(file), encoding: 'utf8', timeout: 60_000 });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/Kinstory server refuses to start: Another Kinstory server is already using .*kinstory\.db/);
    expect(refused.stderr).toMatch(/use PostgreSQL/);
    const exited = new Promise((r) => first.once('exit', r));
    first.kill('SIGKILL');
    await exited;
    const next = await startServer(file);
    const stopped = new Promise((r) => next.once('exit', r));
    next.kill('SIGTERM');
    await stopped;
  }, 90_000);
});
