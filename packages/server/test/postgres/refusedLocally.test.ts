import { describe, expect, it } from 'vitest';
import { tooManyText } from '../../src/plugins/limits.ts';
import { useTestServer } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';

/**
 * Issue #15: a key over its limit stays refused until its window ends, so the instance refuses it
 * again without a database write: a flood from one account costs the database nothing more.
 */
describe('a refused user on PostgreSQL', () => {
  const server = useTestServer({ limits: { profilePerMinute: 2 } });

  it('is refused for the rest of the window with no further count in the database; others still count', async () => {
    const user = await createUser('flood');
    const save = (token: string) => server.request('PUT', '/api/user/profile', { token, body: { userName: 'Ann' } });
    const hits = async () => {
      const row = await server.app.repos.db.selectFrom('rate_limits').select('hits').where('key', 'like', `user:${user.uid}:%`).executeTakeFirst();
      return Number(row?.hits ?? 0);
    };
    expect((await save(user.token)).status).toBe(200);
    expect((await save(user.token)).status).toBe(200);
    const refused = await save(user.token);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: tooManyText });
    expect(await hits()).toBe(3);

    for (let i = 0; i < 20; i++) {
      const again = await save(user.token);
      expect(again.status).toBe(429);
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await hits()).toBe(3);

    const other = await createUser('calm');
    expect((await save(other.token)).status).toBe(200);
  });
});
