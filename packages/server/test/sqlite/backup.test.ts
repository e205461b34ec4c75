import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { embeddedProviders } from '../../src/plugins/providers.ts';
import type { Interviewer } from '../../src/providers/llm/types.ts';
import { testConfig, useTestServer } from '../helpers/app.ts';
import { askApp, askServer, fillArchive, readerAnswers, runScript, waitForJobs } from '../helpers/backup.ts';
import { chat, items, waitFor } from '../helpers/sse.ts';
import { scratchDir } from '../helpers/scratch.ts';

const STORY3 =
  'GATED In the winter of 1947 the snow came up to the windows of our farm near Cork. My father dug a tunnel to the barn so we could milk the cows, and my mother kept the fire going day and night.';

const embedded = embeddedProviders();

/** A reply to a GATED message says its first words, then waits for the test to open the gate: a chat held in progress. */
let openGate: () => void = () => undefined;
let gate = Promise.resolve();
const interviewer: Interviewer = {
  ...embedded.interviewer,
  async *reply(context, signal) {
    if (!context.history.at(-1)?.content.startsWith('GATED')) return yield* embedded.interviewer.reply(context, signal);
    yield 'What a winter that was. ';
    await gate;
    signal?.throwIfAborted();
    yield 'What happened after your father dug the tunnel?';
  },
};

const tmpDir = () => scratchDir('backup-');

/**
 * Every table's rows and the schema (tables, indexes, triggers) of a SQLite file, read on a
 * connection of its own. Rows are sorted, so order on disk does not matter; nothing is left out.
 */
function snapshot(file: string) {
  const db = new SQLite(file, { fileMustExist: true });
  try {
    const schema = db.prepare("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name").all() as { type: string; name: string }[];
    const tables: Record<string, Record<string, unknown>[]> = {};
    for (const { name } of schema.filter((s) => s.type === 'table')) {
      const rows = db.prepare(`SELECT * FROM "${name}"`).all() as Record<string, unknown>[];
      tables[name] = rows.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    }
    return { schema, tables };
  } finally {
    db.close();
  }
}

/**
 * The leases a streaming request renews every second (its reply's `streaming_until`, its open
 * stream's `expires_at`) move on between the copy and the moment the test reads the live file;
 * they are compared as "set or not". Every other value must be equal.
 */
function withoutLeaseTimes(tables: Record<string, Record<string, unknown>[]>) {
  const set = (v: unknown) => (v === null ? null : 'set');
  return {
    ...tables,
    messages: tables.messages!.map((m) => ({ ...m, streaming_until: set(m.streaming_until) })),
    open_streams: tables.open_streams!.map((s) => ({ ...s, expires_at: set(s.expires_at) })),
  };
}

describe('npm run backup / npm run restore on SQLite', () => {
  const config = testConfig();
  const server = useTestServer({ config, providers: { ...embedded, interviewer }, jobs: { pollMs: 50 } });
  const dir = tmpDir();
  let restoredApp: FastifyInstance | null = null;
  afterAll(async () => {
    openGate();
    await restoredApp?.close();
  });

  const liveFile = () => {
    if (config.database.dialect !== 'sqlite') throw new Error('expected the SQLite test database');
    return config.database.file;
  };

  it('a backup taken while the server runs and a reply streams restores into an empty file as the same archive', async () => {
    const { family, conversationIds: done } = await fillArchive(server);
    const teller = family.members.storyteller;

    // A third chat, held in the middle of its reply while the backup runs.
    gate = new Promise<void>((resolve) => (openGate = resolve));
    const held = randomUUID();
    const streaming = chat(server.url, teller.token, { text: STORY3, conversationId: held, messageId: randomUUID() });
    const replyRow = () => server.app.repos.db.selectFrom('messages').selectAll().where('conversation_id', '=', held).where('role', '=', 'assistant').executeTakeFirst();
    await waitFor(async () => (await replyRow())?.content === 'What a winter that was. ', 'the held reply to be checkpointed');
    await waitForJobs(server);

    const out = path.join(dir, 'nested', 'kinstory.db');
    const backup = await runScript('backup', ['--out', out], { DATABASE_URL: `sqlite:${liveFile()}` });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const size = fs.statSync(out).size;
    expect(backup.stdout).toContain(out);
    expect(backup.stdout).toContain(`(${size} bytes)`);
    expect(fs.existsSync(`${out}.partial`)).toBe(false);
    // The copy is one file: no WAL beside it, and it is the chat's state at the time of the copy.
    expect(fs.existsSync(`${out}-wal`)).toBe(false);
    expect((await replyRow())?.complete).toBe(0);
    const live = snapshot(liveFile());

    const target = path.join(dir, 'restored', 'kinstory.db');
    const restore = await runScript('restore', [out, '--to', `sqlite:${target}`]);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`Restored ${out} into ${target}`);

    const restored = snapshot(target);
    expect(restored.schema).toEqual(live.schema);
    expect(Object.keys(restored.tables).sort()).toEqual(Object.keys(live.tables).sort());
    expect(withoutLeaseTimes(restored.tables)).toEqual(withoutLeaseTimes(live.tables));
    for (const table of ['users', 'archives', 'members', 'conversations', 'messages', 'memories', 'stories', 'loose_facts', 'jobs']) {
      expect(restored.tables[table]!.length, table).toBeGreaterThan(0);
    }
    expect(restored.tables.loose_facts!.some((f) => f.followed_up_at !== null)).toBe(true);
    expect(restored.tables.messages!.find((m) => m.conversation_id === held && m.role === 'assistant')).toMatchObject({ content: 'What a winter that was. ', complete: 0 });

    // A second server on the restored file answers the archive's readers as the first does.
    restoredApp = await buildApp({ log: false, providers: embedded, config: testConfig({ database: { dialect: 'sqlite', file: target } }) });
    const answers = await readerAnswers(askApp(restoredApp), family, [...done, held]);
    expect(answers).toEqual(await readerAnswers(askServer(server), family, [...done, held]));
    expect((answers['storyteller /api/stories'] as { stories: unknown[] }).stories.length).toBeGreaterThan(0);

    openGate();
    expect(items((await streaming).events).at(-1)).toBe('[DONE]');
  }, 120_000);

  it('restore refuses a target that holds an archive, and a file a running server holds', async () => {
    const out = path.join(dir, 'second.db');
    expect((await runScript('backup', ['--out', out], { DATABASE_URL: `sqlite:${liveFile()}` })).code).toBe(0);

    const target = path.join(dir, 'restored', 'kinstory.db');
    await restoredApp?.close();
    restoredApp = null;
    const bytes = fs.readFileSync(target);
    const refused = await runScript('restore', [out, '--to', `sqlite:${target}`]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Restore failed: .*kinstory\.db is not empty \(\d+ rows in \w+/);
    expect(refused.stderr).toMatch(/restore with --to sqlite:<a new file>/);
    expect(fs.readFileSync(target).equals(bytes)).toBe(true);

    const running = await runScript('restore', [out], { DATABASE_URL: `sqlite:${liveFile()}` });
    expect(running.code).toBe(1);
    expect(running.stderr).toContain(`Restore failed: A Kinstory server is running on ${liveFile()}: stop it before restoring`);
    expect((await server.request('GET', '/api/ready')).status).toBe(200);

    // An empty database (made and migrated by a server that stored nothing) takes a restore.
    const fresh = path.join(tmpDir(), 'kinstory.db');
    const empty = await buildApp({ log: false, providers: embedded, config: testConfig({ database: { dialect: 'sqlite', file: fresh } }) });
    await empty.close();
    const into = await runScript('restore', [out, '--to', `sqlite:${fresh}`]);
    expect(into.stderr).toBe('');
    expect(into.code).toBe(0);
    expect(snapshot(fresh).tables.stories).toEqual(snapshot(out).tables.stories);
  }, 60_000);

  it('a backup of a missing database fails, naming the file, and writes nothing', async () => {
    const missing = path.join(tmpDir(), 'none', 'kinstory.db');
    const out = path.join(dir, 'never.db');
    const res = await runScript('backup', ['--out', out], { DATABASE_URL: `sqlite:${missing}` });
    expect(res.code).toBe(1);
    expect(res.stderr.trim()).toBe(`Backup failed: There is no database at ${missing} to back up: check DATABASE_URL.`);
    expect(fs.existsSync(out)).toBe(false);
    expect(fs.existsSync(missing)).toBe(false);
  }, 30_000);
});
