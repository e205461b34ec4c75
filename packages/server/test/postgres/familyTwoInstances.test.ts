import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testConfig, useTestServer } from '../helpers/app.ts';
import { createFamily } from '../helpers/family.ts';
import { subscribe } from '../helpers/sse.ts';

const within = (p: Promise<unknown>, ms: number) =>
  Promise.race([p.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

/** A membership change on one instance holds on every other at once (issue #15 part 4). */
describe('members across two instances on one PostgreSQL', () => {
  const config = testConfig();
  const a = useTestServer({ config });
  const b = useTestServer({ config });

  it('a member removed through A loses their /events stream on B, and B refuses their next request', async () => {
    const family = await createFamily(a);
    const { contributor } = family.members;
    // B has cached the membership, as an instance serving the member has.
    expect((await b.request('GET', '/api/members', { token: contributor.token })).status).toBe(200);
    const onB = await subscribe(b.url, contributor.token, randomUUID());
    expect(onB.status).toBe(200);

    expect((await a.request('DELETE', `/api/members/${contributor.uid}`, { token: family.admin.token })).status).toBe(200);
    expect(await within(onB.ended, 3_000)).toBe(true);
    // The cache signal reaches B within milliseconds, well before the cache's own 2 s TTL.
    const start = Date.now();
    let status = 0;
    while (Date.now() - start < 1_000 && status !== 404) status = (await b.request('GET', '/api/members', { token: contributor.token })).status;
    expect(status).toBe(404);
    expect(Date.now() - start).toBeLessThan(1_000);
  });

  it('a role changed through A applies on B at once', async () => {
    const family = await createFamily(a, 'Edna');
    const { viewer } = family.members;
    expect((await b.request('GET', '/api/invitations', { token: viewer.token })).status).toBe(403);
    expect((await a.request('PATCH', `/api/members/${viewer.uid}`, { token: family.admin.token, body: { role: 'admin' } })).status).toBe(200);
    const start = Date.now();
    let status = 0;
    while (Date.now() - start < 1_000 && status !== 200) {
      status = (await b.request('GET', '/api/invitations', { token: viewer.token })).status;
    }
    expect(status).toBe(200);
    // Well before the 2 s cache TTL: the invalidation came by signal.
    expect(Date.now() - start).toBeLessThan(1_000);
  });
});
