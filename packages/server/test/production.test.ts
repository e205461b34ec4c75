import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseConfig } from '../src/config.ts';
import { buildApp } from '../src/app.ts';
import { requestTo, testConfig, type TestServer } from './helpers/app.ts';
import { buildServer, type CompiledServer, startCompiledServer } from './helpers/compiledServer.ts';
import { ensureTestDatabase } from './helpers/database.ts';
import { createFamily } from './helpers/family.ts';
import { bookPages } from './helpers/pdf.ts';
import { useFakeOpenAi } from './helpers/fakeOpenAi.ts';
import { chat, items, subscribe } from './helpers/sse.ts';
import { createUser, forgedToken } from './helpers/users.ts';

const databaseUrl = (database: DatabaseConfig) => (database.dialect === 'sqlite' ? `sqlite:${database.file}` : database.url);

const running: CompiledServer[] = [];
afterEach(() => {
  for (const r of running.splice(0)) if (r.child.exitCode === null) r.child.kill('SIGKILL');
});

let compiled: ReturnType<typeof buildServer>;
async function startCompiled(env: Record<string, string>): Promise<CompiledServer> {
  const server = await startCompiledServer(compiled.file, env);
  running.push(server);
  return server;
}

/** `npm run build` compiles the server; the compiled JavaScript runs without tsx. */
describe('the compiled server', () => {
  beforeAll(() => {
    compiled = buildServer('production');
  }, 60_000);
  afterAll(() => compiled.remove());

  const fake = useFakeOpenAi();

  it('runs with NODE_ENV=production against a real project id: health, readiness, and forged tokens refused', async () => {
    const { database } = testConfig();
    await ensureTestDatabase(database);
    const server = await startCompiled({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'kinstory-production-test', DATABASE_URL: databaseUrl(database) });
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    // No emulator in production: an unsigned token is refused.
    const forged = await fetch(`${server.url}/api/stories`, { headers: { authorization: `Bearer ${forgedToken()}` } });
    expect(forged.status).toBe(401);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('makes the book with its PDF renderer, loaded on the first book (a file of its own beside the compiled server)', async () => {
    // The family, made on the server from source; then the compiled one on the same database.
    const config = testConfig();
    await ensureTestDatabase(config.database);
    const app = await buildApp({ log: false, config });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const source: TestServer = { app, url, request: requestTo({ url }) };
    const family = await createFamily(source, 'Rose');
    await app.close();

    const server = await startCompiled({ NODE_ENV: 'test', FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'), DATABASE_URL: databaseUrl(config.database) });
    const res = await fetch(`${server.url}/api/archive/book.pdf`, {
      method: 'POST',
      headers: { authorization: `Bearer ${family.members.storyteller.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(res.status, Buffer.from(bytes).toString().slice(0, 300)).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    // A book with no story yet is its title page, contents and colophon, set in the embedded fonts.
    expect((await bookPages(bytes))[0]).toContain('The Stories of Rose');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);

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
