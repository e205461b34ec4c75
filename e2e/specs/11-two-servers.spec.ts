import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '@kinstory/server/testing/postgres';
import { api, newMember, newOrganiser, signInOnPage, STORY } from '../support/family.ts';
import { expect, test, useStack } from '../support/fixtures.ts';
import { root } from '../support/paths.ts';

/**
 * Scale-out as a family meets it: two servers, compiled as production runs them, on one PostgreSQL
 * (as behind a load balancer). The storyteller chats on A; the organiser, on B, sees the story.
 */
const serverDir = path.join(root, 'packages/server');
const compiledServer = path.join(serverDir, 'dist-test-e2e-two-servers/server.js');
const database = { url: '', stop: async () => {} };

test.beforeAll(async () => {
  const built = spawnSync(process.execPath, ['build.mjs', compiledServer], { cwd: serverDir, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`building the server failed: ${built.stderr}`);
  const server = await startEmbeddedPostgres();
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query('CREATE DATABASE kinstory_e2e');
  await admin.end();
  database.url = server.url.replace(/\/postgres$/, '/kinstory_e2e');
  database.stop = server.stop;
});
const a = useStack(() => ({ databaseUrl: database.url, compiledServer }));
const b = useStack(() => ({ databaseUrl: database.url, compiledServer }));
// Registered after the stacks' hooks: the database goes once both servers have stopped.
test.afterAll(async () => {
  await database.stop();
  fs.rmSync(path.dirname(compiledServer), { recursive: true, force: true });
});

test('the storyteller chats on server A; the organiser on server B sees the new story', async ({ page, browser }) => {
  const organiser = await newOrganiser(a, 'Ann', 'Rose');
  const storyteller = await newMember(b, organiser, 'storyteller', 'Rose');

  // The organiser's browser talks to B: no stories yet.
  await signInOnPage(page, b, organiser);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your Stories' })).toHaveCount(0);

  // The storyteller's browser talks to A.
  const tellerContext = await browser.newContext();
  const teller = await tellerContext.newPage();
  await signInOnPage(teller, a, storyteller, '/storyteller-dashboard');
  await teller.getByRole('button', { name: 'Start New Conversation' }).click();
  await expect(teller).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  const log = teller.getByRole('log');
  await expect(log.locator('[data-role="assistant"]').first()).toBeVisible();
  await teller.getByRole('textbox', { name: 'Your message' }).fill(STORY);
  await teller.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(log.locator('[data-role="assistant"]')).toHaveCount(2);
  await expect(teller.getByRole('progressbar', { name: 'Reply progress' })).toHaveCount(0);

  // The story is in the shared database, whichever server is asked.
  let title = '';
  await expect
    .poll(async () => {
      const { stories } = await api<{ stories: { title: string }[] }>(b, organiser, 'GET', '/api/stories');
      title = stories[0]?.title ?? '';
      return title;
    })
    .not.toBe('');
  // The dashboard reads its data when it opens, so the organiser sees it on the next visit.
  await page.reload();
  const stories = page.getByRole('region', { name: 'Your Stories' });
  await expect(stories.getByRole('article', { name: title })).toBeVisible();
  await expect(stories.getByText('1 Story', { exact: true })).toBeVisible();
  await tellerContext.close();
});
