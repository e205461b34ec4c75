import http from 'node:http';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { testConfig, useTestServer } from '../helpers/app.ts';
import { createUser, forgedToken } from '../helpers/users.ts';

/**
 * The server's view of Firebase passes through a proxy in front of the Auth emulator that counts the
 * user look-ups (the revocation check of every verification). Its own file: the emulator host is
 * process-wide in firebase-admin.
 */
const lookups: string[] = [];
const proxy = http.createServer((req, res) => {
  if (req.url?.includes('accounts:lookup')) lookups.push(req.url);
  const [host, port] = inject('authEmulatorHost').split(':');
  const upstream = http.request({ host, port: Number(port), path: req.url, method: req.method, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => res.destroy());
  req.pipe(upstream);
});
await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
const proxyHost = `127.0.0.1:${(proxy.address() as { port: number }).port}`;
afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

describe('token verification', () => {
  const server = useTestServer({ config: testConfig({ authEmulatorHost: proxyHost }) });

  it('requests arriving together with a new token share one verification: one look-up, every answer right', async () => {
    const user = await createUser('dashboard');
    lookups.length = 0;
    const answers = await Promise.all(Array.from({ length: 8 }, () => server.request('GET', '/api/user/profile', { token: user.token })));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(answers.every((a) => a.body.email === user.email)).toBe(true);
    expect(lookups).toHaveLength(1);
    // Cached afterwards: no look-up at all.
    expect((await server.request('GET', '/api/user/profile', { token: user.token })).status).toBe(200);
    expect(lookups).toHaveLength(1);
  });

  it('a refused token refuses every request that shared it, and the next try asks again', async () => {
    const token = forgedToken();
    lookups.length = 0;
    const answers = await Promise.all(Array.from({ length: 5 }, () => server.request('GET', '/api/user/profile', { token })));
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(401));
    expect(answers.every((a) => a.body.error === 'Not authenticated')).toBe(true);
    expect(lookups).toHaveLength(1);
    expect((await server.request('GET', '/api/user/profile', { token })).status).toBe(401);
    expect(lookups).toHaveLength(2);
  });

  it('two users at once each get their own answer', async () => {
    const [ann, sam] = await Promise.all([createUser('ann'), createUser('sam')]);
    const answers = await Promise.all([ann, sam, ann, sam].map((u) => server.request('GET', '/api/user/profile', { token: u.token })));
    expect(answers.map((a) => a.body.email)).toEqual([ann.email, sam.email, ann.email, sam.email]);
  });
});
