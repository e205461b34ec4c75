/**
 * `npm run soak:crash -- --cycles N`: kill -9 during replies, and check that nothing was lost.
 *
 * The compiled server runs on a SQLite file, its interviewer and extractor an OpenAI-compatible
 * fake on loopback whose replies stream for about two seconds. Each cycle sends a chat message,
 * kills the server with SIGKILL at a random moment (before, during or after the reply), starts it
 * again, and checks:
 * - every acknowledged user message (the stream answered 200) is stored exactly once;
 * - the stored reply holds everything the client had received up to a second before the kill, and
 *   nothing the client was not sent;
 * - every stored message is extracted exactly once (one memory), eventually.
 * It prints its counts and exits 1 on any loss or repeat. Traffic stays on 127.0.0.1.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { createEmulatorAccount, EMULATOR_HOST, startAuthEmulator } from '../test/helpers/emulator.ts';
import { buildServer, type CompiledServer, startCompiledServer } from '../test/helpers/compiledServer.ts';
import { startFakeOpenAi } from '../test/helpers/fakeOpenAi.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const CYCLES = arg('cycles', 10);
/** A reply is 100 tokens, one every 20 ms; the kill comes at a random moment in this window. */
const TOKENS = 100;
const KILL_WINDOW_MS = 2_600;
const DEADLINE = Date.now() + Math.max(120_000, CYCLES * 15_000);

interface Cycle {
  conversationId: string;
  text: string;
  acknowledged: boolean;
  /** Text received, with when each piece arrived. */
  received: { at: number; text: string }[];
  done: boolean;
  killedAt: number;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinstory-soak-crash-'));
  const file = path.join(dir, 'kinstory.db');
  const build = buildServer('soak');
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST || EMULATOR_HOST;
  const stopEmulator = await startAuthEmulator(emulatorHost);
  const fake = await startFakeOpenAi();
  fake.mode.chat = 'slow';
  fake.slowTokens = TOKENS;
  let server: CompiledServer | null = null;
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: `sqlite:${file}`,
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    LLM_BASE_URL: fake.url,
    LLM_API_KEY: 'soak',
    LLM_MODEL: 'fake',
  };

  async function start() {
    server = await startCompiledServer(build.file, env);
  }

  function kill() {
    const child = server!.child;
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    server = null;
    return gone;
  }

  const { idToken } = await createEmulatorAccount(emulatorHost, `soak-${randomUUID()}@example.test`, 'soak-password');

  const cycles: Cycle[] = [];
  const counts = { cycles: 0, acknowledged: 0, completedBeforeKill: 0, refused: 0, lost: 0, duplicated: 0, replyShort: 0, replyInvented: 0, extractionMissing: 0, extractionRepeated: 0 };
  try {
    await start();
    for (let i = 0; i < CYCLES; i++) {
      if (Date.now() > DEADLINE) throw new Error('the soak ran out of time');
      const cycle: Cycle = { conversationId: randomUUID(), text: `Cycle ${i}: in the winter of 1947 my brother Frank and I walked to school in Cork.`, acknowledged: false, received: [], done: false, killedAt: 0 };
      cycles.push(cycle);
      const started = Date.now();
      const killAfter = Math.random() * KILL_WINDOW_MS;
      const url = server!.url;
      const output = server!.output;
      const reading = (async () => {
        const res = await fetch(`${url}/chat`, {
          method: 'POST',
          headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ text: cycle.text, conversationId: cycle.conversationId, messageId: randomUUID() }),
        });
        if (res.status !== 200) {
          counts.refused += 1;
          throw new Error(`POST /chat answered ${res.status}: ${await res.text()}\n${res.status >= 500 ? output().split('\n').filter((l) => l.includes('"level":50')).slice(-2).join('\n') : ''}`);
        }
        cycle.acknowledged = true;
        const decoder = new TextDecoder();
        let buffer = '';
        for await (const bytes of res.body!) {
          buffer += decoder.decode(bytes as Uint8Array, { stream: true });
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = frame.replace(/^data: /, '');
            if (data === '[DONE]') cycle.done = true;
            else {
              const item = JSON.parse(data) as { text?: string };
              if (item.text) cycle.received.push({ at: Date.now(), text: item.text });
            }
          }
        }
      })().catch((err: unknown) => {
        if (process.env.SOAK_VERBOSE) console.log(String(err));
      });
      await new Promise((r) => setTimeout(r, Math.max(0, killAfter - (Date.now() - started))));
      cycle.killedAt = Date.now();
      await kill();
      await reading;
      counts.cycles += 1;
      if (process.env.SOAK_VERBOSE) console.log(`cycle ${i}: kill at ${Math.round(killAfter)} ms, acknowledged ${cycle.acknowledged}, ${cycle.received.length} pieces${cycle.done ? ', done' : ''}`);
      if (cycle.acknowledged) counts.acknowledged += 1;
      if (cycle.done) counts.completedBeforeKill += 1;
      await start();
    }

    // Every stored message is extracted eventually (the restarted server's job runner).
    const db = new SQLite(file, { readonly: true });
    const userMessages = db.prepare("SELECT id, conversation_id FROM messages WHERE role = 'user'");
    const memoriesOf = db.prepare('SELECT count(*) AS n FROM memories WHERE source_message_id = ?');
    const waitUntil = Date.now() + 30_000;
    while (Date.now() < waitUntil) {
      const pending = (userMessages.all() as { id: number }[]).filter((m) => (memoriesOf.get(m.id) as { n: number }).n === 0);
      if (pending.length === 0) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    for (const cycle of cycles) {
      const users = db.prepare("SELECT id, content FROM messages WHERE conversation_id = ? AND role = 'user'").all(cycle.conversationId) as { id: number; content: string }[];
      if (cycle.acknowledged && users.length === 0) counts.lost += 1;
      if (users.length > 1) counts.duplicated += 1;
      for (const user of users) {
        const n = (memoriesOf.get(user.id) as { n: number }).n;
        if (n === 0) counts.extractionMissing += 1;
        if (n > 1) counts.extractionRepeated += 1;
      }
      const replies = db.prepare("SELECT content, complete FROM messages WHERE conversation_id = ? AND role = 'assistant' AND content <> ''").all(cycle.conversationId) as { content: string; complete: number }[];
      const stored = replies.map((r) => r.content).join('');
      const sent = cycle.received.map((r) => r.text).join('');
      // All but the last second of what the client received must be stored, and nothing else.
      const surelySaved = cycle.received.filter((r) => r.at <= cycle.killedAt - 1_000).map((r) => r.text).join('');
      if (!stored.startsWith(surelySaved) || (cycle.done && stored !== sent)) counts.replyShort += 1;
      if (!sent.startsWith(stored) && !stored.startsWith(sent)) counts.replyInvented += 1;
    }
    db.close();
  } finally {
    if (server) await kill();
    await fake.close();
    await stopEmulator();
    build.remove();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(`soak:crash ${JSON.stringify(counts)}`);
  const failures = counts.refused + counts.lost + counts.duplicated + counts.replyShort + counts.replyInvented + counts.extractionMissing + counts.extractionRepeated;
  console.log(`soak:crash: ${counts.cycles} cycles, ${counts.acknowledged} acknowledged, ${failures === 0 ? '0 lost, 0 duplicated' : `${failures} FAILURES`}`);
  process.exit(failures === 0 ? 0 : 1);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
