import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../helpers/app.ts';
import { ensureTestDatabase } from '../helpers/database.ts';
import { waitFor } from '../helpers/sse.ts';
import { createUser } from '../helpers/users.ts';

/**
 * A server may start before its database (a deployment brings both up together): it listens at
 * once, GET /api/health stays the liveness check, and GET /api/ready (and every route that needs
 * the database) answers 503 until the database answers and is migrated.
 */
describe('readiness', () => {
  let app: FastifyInstance | undefined;
  afterAll(async () => app?.close());

  it('answers 503 until the database exists and is migrated, then 200', async () => {
    // Its database does not exist yet.
    const config = testConfig();
    app = await buildApp({ log: false, config, waitUntilReady: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const user = await createUser('early');
    const get = async (path: string) => {
      const res = await fetch(url + path, { headers: { authorization: `Bearer ${user.token}` } });
      return { status: res.status, body: (await res.json()) as unknown, retryAfter: res.headers.get('retry-after') };
    };

    expect(await get('/api/health')).toMatchObject({ status: 200 });
    expect(await get('/api/ready')).toEqual({ status: 503, body: { status: 'starting' }, retryAfter: null });
    expect(await get('/api/stories')).toEqual({ status: 503, body: { error: 'Kinstory is starting: please try again in a moment' }, retryAfter: '2' });

    await ensureTestDatabase(config.database);
    await waitFor(async () => (await get('/api/ready')).status === 200, 'the server to become ready', 15_000);
    expect(await get('/api/ready')).toEqual({ status: 200, body: { status: 'ready' }, retryAfter: null });
    expect(await get('/api/stories')).toMatchObject({ status: 200, body: { stories: [] } });
  });
});
