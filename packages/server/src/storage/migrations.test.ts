import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
function dbFile() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinstory-migrations-'));
  dirs.push(dir);
  return path.join(dir, 'kinstory.db');
}

/** SQLite's plan for a query, as text: 'SEARCH … USING INDEX …' or 'SCAN …' (a whole-table read). */
function plan(file: string, sql: string): string {
  const sqlite = new SQLite(file, { readonly: true });
  try {
    return (sqlite.prepare(`EXPLAIN QUERY PLAN ${sql}`).all('c1', 0) as { detail: string }[]).map((r) => r.detail).join('; ');
  } finally {
    sqlite.close();
  }
}

describe('migrations', () => {
  it("one conversation's memories, stories and loose facts are found by index, not by reading the whole table", async () => {
    const file = dbFile();
    await (await openDatabase(file)).destroy();
    for (const table of ['memories', 'stories', 'loose_facts']) {
      const detail = plan(file, `SELECT * FROM ${table} WHERE conversation_id = ? AND id > ? ORDER BY id`);
      expect(detail, table).toContain(`USING INDEX ${table}_conversation`);
      expect(detail, table).not.toMatch(/\bSCAN\b/);
    }
  });

  it('a database made before the indexes gets them on the next start, keeping its rows', async () => {
    const file = dbFile();
    await (await openDatabase(file)).destroy();
    const sqlite = new SQLite(file);
    for (const table of ['memories', 'stories', 'loose_facts']) sqlite.exec(`DROP INDEX ${table}_conversation`);
    sqlite.prepare("DELETE FROM kysely_migration WHERE name = '0002_conversation_indexes'").run();
    sqlite.prepare("INSERT INTO users (uid, email, created_at, updated_at) VALUES ('u1', NULL, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')").run();
    sqlite.close();

    const db = await openDatabase(file);
    const users = await db.selectFrom('users').select('uid').execute();
    await db.destroy();
    expect(users).toEqual([{ uid: 'u1' }]);
    expect(plan(file, 'SELECT * FROM memories WHERE conversation_id = ? AND id > ? ORDER BY id')).toContain('USING INDEX memories_conversation');
  });
});
