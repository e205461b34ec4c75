import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/app.ts';
import { protectedRoutes } from '../helpers/routes.ts';
import { createUser, forgedToken } from '../helpers/users.ts';

describe('authentication', () => {
  const server = useTestServer();

  const cases: [string, () => Promise<Record<string, string>>][] = [
    ['no token', async () => ({})],
    ['a garbage token', async () => ({ authorization: 'Bearer not-a-token' })],
    ['a non-bearer scheme', async () => ({ authorization: 'Basic dXNlcjpwYXNz' })],
    ['a hand-made unsigned token for a uid that does not exist', async () => ({ authorization: `Bearer ${forgedToken()}` })],
  ];

  for (const [label, headers] of cases) {
    it(`every route but health and config answers 401 with ${label}`, async () => {
      const h = await headers();
      for (const route of protectedRoutes) {
        const res = await server.request(route.method, route.path, { body: route.body, headers: h });
        expect(res.status, `${route.method} ${route.path}`).toBe(401);
        expect(res.body, `${route.method} ${route.path}`).toEqual({ error: 'Not authenticated' });
      }
    });
  }

  it('a 401 writes nothing', async () => {
    const user = await createUser('owner');
    const res = await server.request('PUT', '/api/user/profile', { body: { subjectName: 'Rose' }, headers: { authorization: `Bearer ${forgedToken(user.uid + 'x')}` } });
    expect(res.status).toBe(401);
    const profile = await server.request('GET', '/api/user/profile', { token: user.token });
    expect(profile.body.subjectName).toBeNull();
  });

  it('a real emulator token is accepted, and again from the cache', async () => {
    const user = await createUser();
    for (let i = 0; i < 2; i++) {
      const res = await server.request('GET', '/api/user/profile', { token: user.token });
      expect(res.status).toBe(200);
      expect(res.body.email).toBe(user.email);
    }
  });
});
