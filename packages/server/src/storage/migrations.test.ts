import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { Kysely, SqliteDialect } from 'kysely';
import { openDatabase } from './database.ts';
import { migrateTo } from './migrations.ts';

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

/** A SQLite file as the version that stopped at migration `name` left it, with `fill`'s rows. */
async function olderDatabase(file: string, name: string, fill: (sqlite: SQLite.Database) => void) {
  const sqlite = new SQLite(file);
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
  await migrateTo(db, 'sqlite', name);
  fill(sqlite);
  await db.destroy();
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
    await olderDatabase(file, '0001_initial', (sqlite) => {
      sqlite.prepare("INSERT INTO users (uid, email, created_at, updated_at) VALUES ('u1', NULL, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')").run();
    });

    const db = await openDatabase(file);
    const users = await db.selectFrom('users').select('uid').execute();
    await db.destroy();
    expect(users).toEqual([{ uid: 'u1' }]);
    expect(plan(file, 'SELECT * FROM memories WHERE conversation_id = ? AND id > ? ORDER BY id')).toContain('USING INDEX memories_conversation');
  });

  it("an older database gets its archives' and conversations' totals from the rows it has, and they follow every insert", async () => {
    const file = dbFile();
    await olderDatabase(file, '0003_shared_limits', (sqlite) => {
      const at = '2026-01-01T00:00:00.000Z';
      sqlite.exec(`
        INSERT INTO users (uid, email, created_at, updated_at) VALUES ('u1', NULL, '${at}', '${at}');
        INSERT INTO archives (id, initial_topics, created_by, created_at) VALUES ('a1', '[]', 'u1', '${at}'), ('a2', '[]', 'u1', '${at}');
        INSERT INTO conversations (id, archive_id, owner_uid, created_at, updated_at) VALUES ('c1', 'a1', 'u1', '${at}', '${at}'), ('c2', 'a1', 'u1', '${at}', '${at}');
        INSERT INTO messages (conversation_id, client_message_id, role, content, complete, created_at) VALUES
          ('c1', 'm1', 'user', 'hi', 1, '${at}'), ('c1', 'm2', 'assistant', 'hello', 1, '${at}'), ('c1', 'm3', 'user', 'by the sea', 1, '${at}');
        INSERT INTO memories (conversation_id, archive_id, payload, created_at) VALUES ('c1', 'a1', '{}', '${at}'), ('c2', 'a1', '{}', '${at}'), (NULL, 'a1', '{}', '${at}');
        INSERT INTO stories (archive_id, conversation_id, title, theme, summary, content, significance_level, significance_reason, narrative, people, extraction_source, created_at)
          VALUES ('a1', 'c1', 'The bakery', 'work', 's', 'c', 'high', 'r', '{}', '[]', 'story', '${at}');
      `);
    });

    const db = await openDatabase(file);
    // Each archive's [stories, memories] and each conversation's [messages, memories].
    const totals = async () => ({
      archives: Object.fromEntries(
        (await db.selectFrom('archive_totals').selectAll().orderBy('archive_id').execute()).map((row) => [row.archive_id, [row.stories, row.memories]]),
      ),
      conversations: Object.fromEntries(
        (await db.selectFrom('conversation_totals').selectAll().orderBy('conversation_id').execute()).map((row) => [row.conversation_id, [row.messages, row.memories]]),
      ),
    });
    expect(await totals()).toEqual({ archives: { a1: [1, 3], a2: [0, 0] }, conversations: { c1: [3, 1], c2: [0, 1] } });
    const at = '2026-01-02T00:00:00.000Z';
    await db.insertInto('messages').values({ conversation_id: 'c2', client_message_id: 'm1', role: 'user', content: 'hi', complete: 1, created_at: at }).execute();
    await db.insertInto('memories').values({ conversation_id: 'c2', archive_id: 'a2', payload: '{}', created_at: at }).execute();
    await db.deleteFrom('stories').where('archive_id', '=', 'a1').execute();
    const after = await totals();
    await db.destroy();
    expect(after).toEqual({ archives: { a1: [0, 3], a2: [0, 1] }, conversations: { c1: [3, 1], c2: [1, 2] } });
  });

  it("an archive's open follow-up items are read from an index of only the open ones, newest first", async () => {
    const file = dbFile();
    await (await openDatabase(file)).destroy();
    const detail = plan(file, "SELECT * FROM loose_facts WHERE archive_id = ? AND followed_up_at IS NULL AND 0 = ? ORDER BY created_at DESC, id DESC");
    expect(detail).toContain('USING INDEX loose_facts_open');
    expect(detail).not.toMatch(/\bSCAN\b|TEMP B-TREE/);
  });
});
