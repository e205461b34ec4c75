import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseConfig } from '../src/config.ts';
import { testConfig } from './helpers/app.ts';
import { ensureTestDatabase } from './helpers/database.ts';
import { useFakeOpenAi } from './helpers/fakeOpenAi.ts';
import { chat, items, subscribe } from './helpers/sse.ts';
import { createUser, forgedToken } from './helpers/users.ts';

const serverDir = fileURLToPath(new URL('../', import.meta.url));
/** This run's own build (the two server projects run this file at once). */
const build = `dist-test-${process.pid}`;
const databaseUrl = (database: DatabaseConfig) => (database.dialect === 'sqlite' ? `sqlite:${database.file}` : database.url);

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

const running: Running[] = [];
afterEach(() => {
  for (const r of running.splice(0)) if (r.child.exitCode === null) r.child.kill('SIGKILL');
});

/** Runs the compiled server (dist/server.js) with plain node, as `npm run start:prod` does. */
async function startCompiled(env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, [`${build}/server.js`], { cwd: serverDir, env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const match = /Kinstory is running at (http:\/\/[^\s/]+)\//.exec(out);
      if (match) resolve(match[1]!);
    });
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    void exited.then((code) => reject(new Error(`exited ${code}:\n${out}`)));
  });
  const r = { child, url, output: () => out, exited };
  running.push(r);
  return r;
}

async function untilReady(url: string) {
  for (let i = 0; i < 200; i++) {
    const res = await fetch(`${url}/api/ready`).catch(() => null);
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('never ready');
}

/** `npm run build` compiles the server; the compiled JavaScript runs without tsx. */
describe('the compiled server', () => {
  beforeAll(() => {
    const res = spawnSync(process.execPath, ['build.mjs', `${build}/server.js`], { cwd: serverDir, encoding: 'utf8' });
    expect(res.status, res.stderr).toBe(0);
  }, 60_000);
  afterAll(() => fs.rmSync(path.join(serverDir, build), { recursive: true, force: true }));

  const fake = useFakeOpenAi();

  it('runs with NODE_ENV=production against a real project id: health, readiness, and forged tokens refused', async () => {
    const { database } = testConfig();
    await ensureTestDatabase(database);
    const server = await startCompiled({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'kinstory-production-test', DATABASE_URL: databaseUrl(database) });
    await untilReady(server.url);
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    // No emulator in production: an unsigned token is refused.
    const forged = await fetch(`${server.url}/api/stories`, { headers: { authorization: `Bearer ${forgedToken()}` } });
    expect(forged.status).toBe(401);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('SIGTERM drains: the open reply is stored and marked cut off, /events ends with a retry hint, the process exits 0', async () => {
    fake.mode.chat = 'slow';
    const { database } = testConfig();
    await ensureTestDatabase(database);
    const env = {
      NODE_ENV: 'test',
      FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'),
      DATABASE_URL: databaseUrl(database),
      LLM_BASE_URL: fake.url,
      LLM_API_KEY: 'test',
      LLM_MODEL: 'fake',
    };
    const server = await startCompiled(env);
    await untilReady(server.url);
    const user = await createUser('drain');
    const conversationId = randomUUID();
    const events = await subscribe(server.url, user.token, conversationId);
    let received = 0;
    const reply = chat(server.url, user.token, { text: 'Tell me about the war', conversationId, messageId: randomUUID() }, (evs) => {
      received = evs.length;
      if (received === 5) server.child.kill('SIGTERM');
      return false;
    });
    const res = await reply;
    const out = items(res.events);
    expect(out.at(-1)).toBe('[DONE]');
    const sent = out.filter((i): i is { text: string } => typeof i === 'object' && 'text' in i).map((i) => i.text).join('');
    expect(sent.length).toBeGreaterThan(0);
    await events.ended;
    expect(events.retry).toBe(1000);
    expect(await server.exited).toBe(0);

    // What the storyteller saw is stored, marked cut off.
    fake.mode.chat = 'ok';
    const again = await startCompiled(env);
    await untilReady(again.url);
    const messages = await fetch(`${again.url}/api/conversations/${conversationId}/messages`, { headers: { authorization: `Bearer ${user.token}` } });
    const body = (await messages.json()) as { messages: { role: string; content: string; complete: boolean }[] };
    expect(messages.status, JSON.stringify(body)).toBe(200);
    expect(body.messages.map((m) => [m.role, m.complete])).toEqual([
      ['user', true],
      ['assistant', false],
    ]);
    expect(body.messages[1]!.content.startsWith(sent)).toBe(true);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 60_000);
});
