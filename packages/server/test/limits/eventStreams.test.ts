import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/app.ts';
import { subscribe, waitFor } from '../helpers/sse.ts';
import { createUser } from '../helpers/users.ts';

describe('at most N GET /events streams per user', () => {
  const server = useTestServer({ limits: { maxEventStreams: 2 } });

  it('one more closes the oldest, with a retry hint; the newer ones and other users stay open', async () => {
    const user = await createUser('tabs');
    const other = await createUser('othertabs');
    const otherSub = await subscribe(server.url, other.token, randomUUID());
    const first = await subscribe(server.url, user.token, randomUUID());
    const second = await subscribe(server.url, user.token, randomUUID());
    let firstEnded = false;
    void first.ended.then(() => (firstEnded = true));
    const third = await subscribe(server.url, user.token, randomUUID());
    expect(third.status).toBe(200);
    await first.ended;
    expect(first.retry).toBe(1000);
    expect(firstEnded).toBe(true);
    const still = (s: typeof second) => Promise.race([s.ended.then(() => 'ended'), new Promise((r) => setTimeout(() => r('open'), 300))]);
    expect(await still(second)).toBe('open');
    expect(await still(third)).toBe('open');
    expect(await still(otherSub)).toBe('open');
    // Leases in the database: the user's two open ones.
    const leases = await server.app.store.db.selectFrom('open_streams').select('id').where('uid', '=', user.uid).where('kind', '=', 'events').execute();
    expect(leases).toHaveLength(2);
    for (const s of [second, third, otherSub]) s.close();
    await waitFor(
      async () => (await server.app.store.db.selectFrom('open_streams').select('id').where('uid', '=', user.uid).execute()).length === 0,
      'the closed streams’ leases to go',
    );
  });

  it('streams opened at the same moment: only the cap stay open', async () => {
    const user = await createUser('burst');
    const subs = await Promise.all(Array.from({ length: 6 }, () => subscribe(server.url, user.token, randomUUID())));
    const open = async () => {
      const states = await Promise.all(subs.map((s) => Promise.race([s.ended.then(() => 0), new Promise<number>((r) => setTimeout(() => r(1), 300))])));
      return states.reduce((a, b) => a + b, 0);
    };
    await waitFor(async () => (await open()) === 2, 'all but 2 of 6 simultaneous streams to be closed');
    for (const s of subs) s.close();
  });
});
