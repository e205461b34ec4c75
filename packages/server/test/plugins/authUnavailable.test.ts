import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testConfig, useTestServer } from '../helpers/app.ts';
import { createUser, forgedToken } from '../helpers/users.ts';

type Mode = 'pass' | 'error' | 'quota' | 'hang-up';

/** Stands between the server and the Auth emulator: passes calls through, or fails them as Firebase can. */
function firebaseInTheMiddle(target: string) {
  const state = { mode: 'pass' as Mode, calls: 0 };
  const proxy = http.createServer((req, res) => {
    state.calls += 1;
    if (state.mode === 'hang-up') return req.socket.destroy();
    if (state.mode !== 'pass') {
      const status = state.mode === 'quota' ? 429 : 500;
      res.writeHead(status, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ error: { code: status, message: state.mode === 'quota' ? 'QUOTA_EXCEEDED' : 'INTERNAL_ERROR' } }));
    }
    const upstream = http.request(`http://${target}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(res);
    });
    req.pipe(upstream);
  });
  return { state, proxy };
}

describe('when Firebase cannot check a sign-in', () => {
  const emulator = inject('authEmulatorHost');
  const { state, proxy } = firebaseInTheMiddle(emulator);
  // The server's config points at the proxy once it listens (hooks run in the order they are set).
  const config = testConfig();
  beforeAll(async () => {
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    Object.assign(config, { authEmulatorHost: `127.0.0.1:${(proxy.address() as AddressInfo).port}` });
  });
  const server = useTestServer({ config });
  afterAll(async () => {
    // firebase-admin reads the emulator host from the environment on every call: give the next
    // test file of this worker the real one back.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator;
    proxy.closeAllConnections();
    await new Promise((resolve) => proxy.close(resolve));
  });

  for (const mode of ['error', 'quota', 'hang-up'] as const) {
    it(`(${mode}) a user is answered 503 with a retry hint, not told they are signed out, and nothing is written; once Firebase answers, the same token works`, async () => {
      state.mode = 'pass';
      const user = await createUser(`unchecked-${mode}`);
      state.mode = mode;
      const before = state.calls;
      const refused = await server.request('PUT', '/api/user/profile', { token: user.token, body: { persona: 'admin', userName: 'Ann', subjectName: 'Rose' } });
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBe('2');
      expect(refused.body).toEqual({ error: 'Your sign-in could not be checked just now. Please try again in a moment.' });
      expect(state.calls).toBeGreaterThan(before);

      state.mode = 'pass';
      const profile = await server.request('GET', '/api/user/profile', { token: user.token });
      expect(profile.status).toBe(200);
      expect(profile.body.email).toBe(user.email);
      expect(profile.body.subjectName).toBeNull();
    });
  }

  it('a token Firebase refuses is still a 401', async () => {
    state.mode = 'pass';
    const res = await server.request('GET', '/api/user/profile', { token: forgedToken() });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Not authenticated' });
  });
});
