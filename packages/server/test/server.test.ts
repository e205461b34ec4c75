import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

function start(env: Record<string, string>) {
  return spawnSync(`${root}node_modules/.bin/tsx`, [`${root}packages/server/src/server.ts`], {
    env: { PATH: process.env.PATH ?? '', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', PORT: '0', DATABASE_URL: 'sqlite:/tmp/kinstory-refused.db', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('src/server.ts', () => {
  it.each([
    [{ NODE_ENV: 'production' }, /refuses NODE_ENV=production/],
    [{ HOST: '0.0.0.0' }, /loopback only/],
    [{ FIREBASE_PROJECT_ID: 'kinstory-prod' }, /not a demo- project/],
  ])('refuses to start in emulator mode with %o, saying why', (env, message) => {
    const res = start(env);
    expect(res.status).toBe(1);
    expect(res.stderr).toMatch(/Kinstory server refuses to start/);
    expect(res.stderr).toMatch(message);
  });
});
