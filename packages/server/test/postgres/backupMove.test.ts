import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { DatabaseConfig } from '../../src/config.ts';
import { embeddedProviders } from '../../src/plugins/providers.ts';
import { testConfig, useTestServer } from '../helpers/app.ts';
import { archiveRows, askApp, askServer, fillArchive, readerAnswers, runScript } from '../helpers/backup.ts';
import { ensureTestDatabase, freshDatabase } from '../helpers/database.ts';
import { scratchDir } from '../helpers/scratch.ts';

const embedded = embeddedProviders();
const tmpDir = () => scratchDir('move-');
const urlOf = (database: DatabaseConfig) => (database.dialect === 'sqlite' ? `sqlite:${database.file}` : database.url);

/** A JSON backup moves an archive between the dialects: SQLite to PostgreSQL and back, the same rows and answers each way. */
describe('moving an archive between SQLite and PostgreSQL with a JSON backup', () => {
  const source = testConfig({ database: { dialect: 'sqlite', file: path.join(tmpDir(), 'kinstory.db') } });
  const server = useTestServer({ config: source, providers: embedded, jobs: { pollMs: 50 } });
  const apps: { close(): Promise<unknown> }[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('SQLite → PostgreSQL → SQLite keeps every row of every table, and the API answers the same', async () => {
    const { family, conversationIds } = await fillArchive(server);
    const dir = tmpDir();
    const fromSqlite = path.join(dir, 'from-sqlite.json');
    expect((await runScript('backup', ['--format', 'json', '--out', fromSqlite], { DATABASE_URL: urlOf(source.database) })).code).toBe(0);
    const original = await archiveRows(server.app.repos.db as never);
    const answers = await readerAnswers(askServer(server), family, conversationIds);

    const onPostgres = freshDatabase();
    await ensureTestDatabase(onPostgres);
    const intoPostgres = await runScript('restore', [fromSqlite, '--to', urlOf(onPostgres), '--format', 'json']);
    expect(intoPostgres.stderr).toBe('');
    expect(intoPostgres.code).toBe(0);
    const fromPostgres = path.join(dir, 'from-postgres.json');
    expect((await runScript('backup', ['--format', 'json', '--out', fromPostgres], { DATABASE_URL: urlOf(onPostgres) })).code).toBe(0);
    const pgApp = await buildApp({ log: false, providers: embedded, config: testConfig({ database: onPostgres }) });
    apps.push(pgApp);
    expect(await archiveRows(pgApp.repos.db as never)).toEqual(original);
    expect(await readerAnswers(askApp(pgApp), family, conversationIds)).toEqual(answers);

    const backOnSqlite: DatabaseConfig = { dialect: 'sqlite', file: path.join(dir, 'back', 'kinstory.db') };
    const intoSqlite = await runScript('restore', [fromPostgres, '--to', urlOf(backOnSqlite)]);
    expect(intoSqlite.stderr).toBe('');
    expect(intoSqlite.code).toBe(0);
    const sqliteApp = await buildApp({ log: false, providers: embedded, config: testConfig({ database: backOnSqlite }) });
    apps.push(sqliteApp);
    expect(await archiveRows(sqliteApp.repos.db as never)).toEqual(original);
    expect(await readerAnswers(askApp(sqliteApp), family, conversationIds)).toEqual(answers);
  }, 120_000);

  it('a SQLite backup file is refused by a PostgreSQL target, pointing to --format json', async () => {
    const file = path.join(tmpDir(), 'kinstory.db');
    expect((await runScript('backup', ['--out', file], { DATABASE_URL: urlOf(source.database) })).code).toBe(0);
    const res = await runScript('restore', [file, '--to', inject('postgresUrl')!]);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('is a SQLite backup; it cannot be restored into PostgreSQL. To move an archive between the two, back it up with --format json.');
  }, 60_000);
});

/**
 * pg_dump cannot dump a server of a newer major version. These run the check against this
 * project's PostgreSQL with a stand-in pg_dump on PATH; a real pg_dump run is not tested here
 * (this machine's pg_dump is 15, the test server 18).
 */
describe('npm run backup on PostgreSQL: the pg_dump version check', () => {
  const admin = inject('postgresUrl')!;
  const serverMajor = async () => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num');
    await client.end();
    return Math.floor(Number(rows[0]!.server_version_num) / 10_000);
  };
  const binWith = (version: string | null) => {
    const bin = tmpDir();
    if (version) fs.writeFileSync(path.join(bin, 'pg_dump'), `#!/bin/sh\necho "pg_dump (PostgreSQL) ${version}"\n`, { mode: 0o755 });
    return bin;
  };

  it('a pg_dump older than the server is refused, naming both versions and what to install; nothing is written', async () => {
    const major = await serverMajor();
    const out = path.join(tmpDir(), 'kinstory.dump');
    const res = await runScript('backup', ['--out', out], { DATABASE_URL: admin, PATH: binWith(`${major - 1}.4`) });
    expect(res.code).toBe(1);
    expect(res.stderr.trim()).toBe(
      `Backup failed: pg_dump on PATH is version ${major - 1}, and it cannot dump this PostgreSQL ${major} server. Put pg_dump ${major} or newer first on PATH (the PostgreSQL ${major} client tools), or use --format json.`,
    );
    expect(fs.existsSync(out)).toBe(false);
  }, 30_000);

  it('no pg_dump on PATH is refused, naming the client tools', async () => {
    const major = await serverMajor();
    const res = await runScript('backup', ['--out', path.join(tmpDir(), 'kinstory.dump')], { DATABASE_URL: admin, PATH: binWith(null) });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain(`Backup failed: pg_dump was not found on PATH. Install the PostgreSQL ${major} client tools (pg_dump ${major} or newer)`);
  }, 30_000);
});
