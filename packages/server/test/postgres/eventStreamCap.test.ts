import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testConfig, useTestServer } from '../helpers/app.ts';
import { subscribe } from '../helpers/sse.ts';
import { createUser } from '../helpers/users.ts';

/** The /events cap holds across two instances on one PostgreSQL: counted in the database, closed where it lives. */
describe('at most N /events streams per user, across instances', () => {
  const config = testConfig();
  const options = { config, limits: { maxEventStreams: 2 } };
  const a = useTestServer(options);
  const b = useTestServer(options);

  it('the oldest stream, on A, is closed with a retry hint when the third opens on B', async () => {
    const user = await createUser('twotabs');
    const onA = await subscribe(a.url, user.token, randomUUID());
    const onB = await subscribe(b.url, user.token, randomUUID());
    const third = await subscribe(b.url, user.token, randomUUID());
    expect(third.status).toBe(200);
    await onA.ended;
    expect(onA.retry).toBe(1000);
    const open = (s: typeof onB) => Promise.race([s.ended.then(() => 'ended'), new Promise((r) => setTimeout(() => r('open'), 300))]);
    expect(await open(onB)).toBe('open');
    expect(await open(third)).toBe('open');
    // A fourth on A closes the oldest left, which lives on B.
    const fourth = await subscribe(a.url, user.token, randomUUID());
    await onB.ended;
    expect(onB.retry).toBe(1000);
    expect(await open(third)).toBe('open');
    for (const s of [third, fourth]) s.close();
  });
});
