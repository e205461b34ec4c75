import http from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { useTestServer } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';
import { capturedLogs } from '../helpers/logs.ts';

/** The Auth emulator's admin API (the `owner` bearer is its service-account stand-in). */
async function emulatorAdmin(action: 'update' | 'delete', body: object) {
  const res = await fetch(`http://${inject('authEmulatorHost')}/identitytoolkit.googleapis.com/v1/projects/demo-kinstory/accounts:${action}`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`accounts:${action} failed: ${res.status} ${await res.text()}`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('revocation is checked again while a token is in use', () => {
  const server = useTestServer({ limits: { revocationRecheckMs: 300 } });

  it('a user disabled in Firebase is refused (401) once the re-check interval has passed', async () => {
    const user = await createUser('disabled');
    expect((await server.request('GET', '/api/user/profile', { token: user.token })).status).toBe(200);
    await emulatorAdmin('update', { localId: user.uid, disableUser: true });
    await sleep(400);
    expect((await server.request('GET', '/api/user/profile', { token: user.token })).status).toBe(401);
  });

  it('a deleted user is refused the same way', async () => {
    const user = await createUser('deleted');
    expect((await server.request('GET', '/api/user/profile', { token: user.token })).status).toBe(200);
    await emulatorAdmin('delete', { localId: user.uid });
    await sleep(400);
    expect((await server.request('GET', '/api/user/profile', { token: user.token })).status).toBe(401);
  });

  it('an active user goes on being served across re-checks', async () => {
    const user = await createUser('active');
    expect((await server.request('GET', '/api/user/profile', { token: user.token })).status).toBe(200);
    await sleep(400);
    expect((await server.request('GET', '/api/user/profile', { token: user.token })).status).toBe(200);
  });
});

const { lines, stream } = capturedLogs();

/** A raw request, so the Host header is exactly what a proxy or a rebinding page would send. */
function rawGet(url: string, path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method: 'GET', headers }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('emulator mode answers requests from this machine only', () => {
  const server = useTestServer({ log: { level: 'info', stream } });

  it('loopback names are served', async () => {
    const { port } = new URL(server.url);
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, 'localhost']) {
      expect((await rawGet(server.url, '/api/health', { host })).status).toBe(200);
    }
  });

  it.each([
    ['another Host (a reverse proxy, a DNS-rebinding page)', { host: 'kinstory.example.com' }, 'Host is not a loopback name'],
    ['a Host that only starts like a loopback name', { host: 'localhost.evil.example' }, 'Host is not a loopback name'],
    ['Forwarded', { forwarded: 'for=203.0.113.9' }, 'forwarded header'],
    ['X-Forwarded-For', { 'x-forwarded-for': '203.0.113.9' }, 'x-forwarded-for header'],
    ['X-Forwarded-Proto', { 'x-forwarded-proto': 'https' }, 'x-forwarded-proto header'],
  ])('%s is refused with 403 and a log line that says why', async (_what, headers, reason) => {
    const user = await createUser('proxied');
    const { port } = new URL(server.url);
    const res = await rawGet(server.url, '/api/user/profile', { host: `127.0.0.1:${port}`, authorization: `Bearer ${user.token}`, ...headers });
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body)).toEqual({ error: expect.stringMatching(/emulator mode/) });
    expect(lines.join('')).toMatch(new RegExp(`emulator mode refused a request: [^"]*${reason}`));
  });
});
