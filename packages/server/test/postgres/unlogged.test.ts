import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/app.ts';

/**
 * Rate-limit counts and open-stream leases only matter while the server runs: their tables are
 * unlogged (migrations 0007, 0008), so counting one costs no wait for the disk, and PostgreSQL
 * empties them after a crash, as the streams they counted are gone too.
 */
describe('the counters’ tables on PostgreSQL', () => {
  const server = useTestServer();

  it('rate_limits and open_streams are unlogged; the archive’s tables are not', async () => {
    const { rows } = await sql<{ relname: string; relpersistence: string }>`
      SELECT relname, relpersistence FROM pg_class WHERE relname IN ('rate_limits', 'open_streams', 'messages') ORDER BY relname`.execute(server.app.repos.db);
    expect(rows).toEqual([
      { relname: 'messages', relpersistence: 'p' },
      { relname: 'open_streams', relpersistence: 'u' },
      { relname: 'rate_limits', relpersistence: 'u' },
    ]);
  });
});
