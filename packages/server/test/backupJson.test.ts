import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { DatabaseConfig } from '../src/config.ts';
import { embeddedProviders } from '../src/plugins/providers.ts';
import { testConfig, useTestServer } from './helpers/app.ts';
import { wav } from './helpers/audio.ts';
import { archiveRows, askApp, askServer, fillArchive, readerAnswers, runScript } from './helpers/backup.ts';
import { ensureTestDatabase, freshDatabase, testDialect } from './helpers/database.ts';
import { scratchDir } from './helpers/scratch.ts';

const embedded = embeddedProviders();
const urlOf = (database: DatabaseConfig) => (database.dialect === 'sqlite' ? `sqlite:${database.file}` : database.url);

/** `npm run backup -- --format json` and its restore, on the project's dialect (SQLite, or PostgreSQL in server-postgres). */
describe(`a JSON backup on ${testDialect()}`, () => {
  const config = testConfig();
  const server = useTestServer({ config, providers: embedded, jobs: { pollMs: 50 } });
  const out = path.join(scratchDir('json-'), 'kinstory.json');
  let restoredApp: FastifyInstance | null = null;
  afterAll(async () => {
    await restoredApp?.close();
  });

  it('taken while the server runs, restores into a new database as the same archive; a second restore into it is refused', async () => {
    const { family, conversationIds } = await fillArchive(server);
    const backup = await runScript('backup', ['--format', 'json', '--out', out], { DATABASE_URL: urlOf(config.database) });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`to ${out}: `);
    expect(backup.stdout).toContain(`(${fs.statSync(out).size} bytes)`);
    const live = await archiveRows(server.app.repos.db as never);

    const target = freshDatabase();
    await ensureTestDatabase(target);
    const restore = await runScript('restore', [out, '--to', urlOf(target), '--format', 'json']);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);

    restoredApp = await buildApp({ log: false, providers: embedded, config: testConfig({ database: target }) });
    const restored = await archiveRows(restoredApp.repos.db as never);
    expect(restored).toEqual(live);
    for (const table of ['stories', 'memories', 'loose_facts', 'revisions', 'perspectives', 'encouragements', 'messages', 'recordings', 'archive_totals', 'conversation_totals']) expect(restored.tables[table]!.length, table).toBeGreaterThan(0);
    // The storyteller's voice, byte for byte: the spoken message and the voice memory.
    const audio = (rows: Record<string, unknown>[]) => rows.map((r) => Buffer.from(r.audio as Uint8Array).toString('base64')).sort();
    expect(audio(restored.tables.recordings!)).toEqual([wav(3_000, 7), wav(2_000, 9)].map((b) => b.toString('base64')).sort());
    expect(audio(restored.tables.recordings!)).toEqual(audio(live.tables.recordings!));
    expect(await readerAnswers(askApp(restoredApp), family, conversationIds)).toEqual(await readerAnswers(askServer(server), family, conversationIds));
    // New rows after the restored ones: ids go on past the restored ones (PostgreSQL's sequences too).
    const more = await restoredApp.repos.conversations.addMessage(conversationIds[0]!, { clientMessageId: 'after-restore', role: 'user', content: 'And one more thing.' });
    expect(more.id).toBeGreaterThan(Math.max(...live.tables.messages!.map((m) => m.id as number)));

    await restoredApp.close();
    restoredApp = null;
    const again = await runScript('restore', [out, '--to', urlOf(target)]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^Restore failed: The target database is not empty \(\d+ rows in users/);
  }, 120_000);
});
