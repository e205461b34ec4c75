import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tooManyText } from '../../src/plugins/limits.ts';
import { useTestServer } from '../helpers/app.ts';
import { chat } from '../helpers/sse.ts';
import { createUser } from '../helpers/users.ts';

/**
 * Issue #15: a key over its limit stays refused until its window ends, so the instance refuses it
 * again without a database write: a flood from one account costs the database nothing more.
 */
describe('a refused user on PostgreSQL', () => {
  const server = useTestServer({ limits: { profilePerMinute: 2, chatPerMinute: 2 } });

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

  it('the same holds for chat turns, which count with their stream lease in one call', async () => {
    const user = await createUser('chatty');
    const hits = async () => {
      const row = await server.app.repos.db.selectFrom('rate_limits').select('hits').where('key', '=', `user:${user.uid}:chat`).executeTakeFirst();
      return Number(row?.hits ?? 0);
    };
    const turn = () => chat(server.url, user.token, { text: 'Hello there', conversationId: randomUUID(), messageId: randomUUID() });
    expect((await turn()).status).toBe(200);
    expect((await turn()).status).toBe(200);
    for (let i = 0; i < 10; i++) {
      const refused = await turn();
      expect(refused.status).toBe(429);
      expect(refused.json).toEqual({ error: tooManyText });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(await hits()).toBe(3);
    // Refused turns took no stream lease and stored nothing.
    const leases = await server.app.repos.db.selectFrom('open_streams').select('id').where('uid', '=', user.uid).execute();
    const stored = await server.app.repos.db.selectFrom('conversations').select('id').where('owner_uid', '=', user.uid).execute();
    expect(leases.length).toBe(0);
    expect(stored.length).toBe(2);
  });
});
