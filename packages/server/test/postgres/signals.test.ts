import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresSignals, type Signals } from '../../src/storage/signals.ts';
import { ensureTestDatabase, freshDatabase } from '../helpers/database.ts';

/**
 * A signal sent on PostgreSQL goes out through NOTIFY and comes back through this instance's LISTEN
 * connection. notify() settles only once this instance's own listeners have had it: a request that
 * signs a user out everywhere must not answer while its own instance still trusts their token.
 */
describe('PostgreSQL signals', () => {
  let pool: pg.Pool;
  let signals: Signals;
  let other: Signals;

  beforeAll(async () => {
    const database = freshDatabase();
    if (database.dialect !== 'postgres') throw new Error('expected the PostgreSQL test database');
    await ensureTestDatabase(database);
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    signals = await postgresSignals(database.url, pool);
    other = await postgresSignals(database.url, pool);
  });
  afterAll(async () => {
    await signals.close();
    await other.close();
    await pool.end();
  });

  it('notify settles after this instance’s listeners heard it; the other instance hears it too', async () => {
    const heard: string[] = [];
    const heardElsewhere: string[] = [];
    const stop = signals.listen('kinstory_members', (uid) => heard.push(uid));
    const stopOther = other.listen('kinstory_members', (uid) => heardElsewhere.push(uid));
    for (let i = 0; i < 20; i++) {
      await signals.notify('kinstory_members', `uid-${i}`);
      expect(heard).toContain(`uid-${i}`);
    }
    // The same payload twice in a row: each call waits for its own.
    await Promise.all([signals.notify('kinstory_members', 'twice'), signals.notify('kinstory_members', 'twice')]);
    expect(heard.filter((uid) => uid === 'twice')).toHaveLength(2);
    await expect.poll(() => heardElsewhere.length).toBe(22);
    stop();
    stopOther();
  });
});
