/**
 * `npm run bench:stream` (not part of npm test), on this machine, in one run:
 * 1. 100 concurrent POST /chat streams from an interviewer that emits a fixed 500-token reply at a
 *    fixed rate, against a raw pass-through SSE server emitting the same tokens at the same rate:
 *    tokens/s relayed (ratio, goal ≥ 0.8) and added per-token latency p99 (goal ≤ 5 ms).
 * 2. 2,000 concurrent GET /events subscribers against a bare SSE endpoint: server memory per
 *    connection (goal ≤ 1.25×) and p99 broadcast delay of one event to all of them.
 * Each token and event carries its send time (performance.timeOrigin + now()), so delays are
 * measured on receipt. The subscribers run in a child process so the server's memory is its own.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { embeddedProviders } from '../src/plugins/providers.ts';
import type { Interviewer } from '../src/providers/llm/types.ts';
import { EMULATOR_HOST, startAuthEmulator } from '../test/helpers/emulator.ts';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 100);
const TOKENS = Number(process.env.BENCH_TOKENS ?? 500);
const TOKEN_INTERVAL_MS = Number(process.env.BENCH_TOKEN_INTERVAL_MS ?? 5);
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 2000);
const BROADCASTS = Number(process.env.BENCH_BROADCASTS ?? 20);

const wallNow = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function* timedTokens(signal?: AbortSignal): AsyncGenerator<string> {
  const start = performance.now();
  for (let i = 0; i < TOKENS; i++) {
    signal?.throwIfAborted();
    // Fixed schedule (no drift): token i is due at start + i × interval.
    const due = start + i * TOKEN_INTERVAL_MS - performance.now();
    if (due > 0) await sleep(due);
    yield `${wallNow().toFixed(3)} `;
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Reads one SSE response; records the delay of every token ({"text":"<sent> "} or a raw `data: <sent> `). */
function readStream(url: string, init: { method: string; headers: Record<string, string>; body?: string }, delays: number[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method, headers: init.headers, agent: false }, (res) => {
      let buffer = '';
      let tokens = 0;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        const at = wallNow();
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const match = /^data: (?:\{"text":")?(\d+\.\d+) /.exec(frame);
          if (match) {
            delays.push(at - Number(match[1]));
            tokens += 1;
          }
        }
      });
      res.on('end', () => resolve(tokens));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

async function signUp(host: string) {
  const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-stream-${Date.now()}@example.test`, password: 'bench-password', returnSecureToken: true }),
  });
  return (await res.json()) as { idToken: string; localId: string };
}

/** A raw pass-through SSE server: the same tokens, same rate, written straight to the socket. */
async function rawServer() {
  const server = http.createServer(async (req, res) => {
    if (req.url === '/events') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(': connected\n\n');
      subscribers.add(res);
      req.on('close', () => subscribers.delete(res));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for await (const token of timedTokens()) res.write(`data: ${token}\n\n`);
    res.end('data: [DONE]\n\n');
  });
  const subscribers = new Set<http.ServerResponse>();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, subscribers, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
}

async function chatRound(label: string, url: string, headers: Record<string, string>, body: (i: number) => string | undefined) {
  const delays: number[] = [];
  const t0 = performance.now();
  const counts = await Promise.all(Array.from({ length: STREAMS }, (_, i) => readStream(url, { method: 'POST', headers, body: body(i) }, delays)));
  const seconds = (performance.now() - t0) / 1000;
  const tokens = counts.reduce((a, b) => a + b, 0);
  const result = { label, tokens, tokensPerSecond: tokens / seconds, p50: percentile(delays, 50), p99: percentile(delays, 99) };
  console.log(`${label.padEnd(6)} ${tokens} tokens in ${seconds.toFixed(2)} s = ${result.tokensPerSecond.toFixed(0)} tokens/s; token delay p50 ${result.p50.toFixed(2)} ms, p99 ${result.p99.toFixed(2)} ms`);
  return result;
}

/** The subscriber process: opens N connections, reports when all are open, then each event's delay. */
const SUBSCRIBER_SCRIPT = `
const http = require('node:http');
const [url, n, token] = [process.argv[1], Number(process.argv[2]), process.argv[3]];
const wallNow = () => performance.timeOrigin + performance.now();
let open = 0; const delays = [];
for (let i = 0; i < n; i++) {
  const req = http.request(url, { headers: token ? { authorization: 'Bearer ' + token } : {}, agent: false }, (res) => {
    res.setEncoding('utf8');
    let first = true;
    res.on('data', (chunk) => {
      const at = wallNow();
      if (first) { first = false; if (++open === n) process.send({ ready: true }); }
      for (const m of chunk.matchAll(/"narrator":"(\\d+\\.\\d+)"/g)) delays.push(at - Number(m[1] ?? m[2]));
    });
  });
  req.on('error', (e) => { console.error(e.message); process.exit(1); });
  req.end();
}
process.on('message', (m) => { if (m === 'report') process.send({ delays }); if (m === 'exit') process.exit(0); });
`;

async function subscriberRound(label: string, url: string, token: string | null, broadcast: (sentAt: number) => Promise<void>) {
  globalThis.gc?.();
  const before = process.memoryUsage();
  const child = spawn(process.execPath, ['-e', SUBSCRIBER_SCRIPT, url, String(SUBSCRIBERS), token ?? ''], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise<void>((resolve, reject) => {
    child.on('message', (m: { ready?: boolean }) => m.ready && resolve());
    child.on('exit', (code) => reject(new Error(`subscribers exited ${code}`)));
  });
  globalThis.gc?.();
  const after = process.memoryUsage();
  for (let i = 0; i < BROADCASTS; i++) {
    await broadcast(wallNow());
    await sleep(50);
  }
  await sleep(500);
  const delays = await new Promise<number[]>((resolve) => {
    child.on('message', (m: { delays?: number[] }) => m.delays && resolve(m.delays));
    child.send('report');
  });
  child.removeAllListeners('exit');
  child.send('exit');
  const perConnection = {
    rss: (after.rss - before.rss) / SUBSCRIBERS,
    heap: (after.heapUsed + after.external - before.heapUsed - before.external) / SUBSCRIBERS,
  };
  console.log(
    `${label.padEnd(6)} ${SUBSCRIBERS} subscribers: ${(perConnection.rss / 1024).toFixed(1)} KiB RSS and ${(perConnection.heap / 1024).toFixed(1)} KiB heap per connection; ` +
      `${delays.length} deliveries, broadcast delay p50 ${percentile(delays, 50).toFixed(2)} ms, p99 ${percentile(delays, 99).toFixed(2)} ms`,
  );
  await sleep(500);
  return { perConnection, p99: percentile(delays, 99) };
}

async function main() {
  const stopEmulator = await startAuthEmulator(process.env.FIREBASE_AUTH_EMULATOR_HOST || EMULATOR_HOST);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinstory-bench-stream-'));
  const embedded = embeddedProviders();
  const interviewer: Interviewer = { ...embedded.interviewer, reply: (_context, signal) => timedTokens(signal) };
  const app = await buildApp({
    log: false,
    config: {
      port: 0,
      host: '127.0.0.1',
      databaseFile: path.join(dir, 'bench.db'),
      firebaseProjectId: 'demo-kinstory',
      authEmulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST || EMULATOR_HOST,
      firebaseWebConfig: null,
      appDist: null,
      version: 'bench',
    },
    // A constant extractor: this bench measures relaying; bench:extract measures extraction.
    providers: {
      ...embedded,
      interviewer,
      extractor: { extract: async () => ({ memory: { narrator: '', people: [], dates: [], places: [], relationships: [], events: [] }, story: null, looseFacts: [] }) },
    },
    // The bench measures relaying, not the per-user limits.
    limits: { chatPerMinute: 1e9, maxOpenChatStreams: 1e9 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const appUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const raw = await rawServer();
  const user = await signUp(process.env.FIREBASE_AUTH_EMULATOR_HOST || EMULATOR_HOST);
  const auth = { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' };

  console.log(`chat: ${STREAMS} concurrent streams × ${TOKENS} tokens, one every ${TOKEN_INTERVAL_MS} ms`);
  const conversation = crypto.randomUUID();
  await chatRound('warmup', `${appUrl}/chat`, auth, (i) => JSON.stringify({ text: 'Hello there', conversationId: conversation, messageId: `w${i}` }));
  const rawResult = await chatRound('raw', `${raw.url}/chat`, {}, () => undefined);
  const appResult = await chatRound('app', `${appUrl}/chat`, auth, (i) => JSON.stringify({ text: 'Hello there, I grew up by the sea.', conversationId: conversation, messageId: `m${i}` }));
  const ratio = appResult.tokensPerSecond / rawResult.tokensPerSecond;
  const added = appResult.p99 - rawResult.p99;
  console.log(`chat: relayed/raw tokens/s ${ratio.toFixed(3)} (goal ≥ 0.8); added per-token latency p99 ${added.toFixed(2)} ms (goal ≤ 5 ms)`);

  console.log(`events: ${SUBSCRIBERS} concurrent subscribers, ${BROADCASTS} broadcasts`);
  const bare = await subscriberRound('bare', `${raw.url}/events`, null, async (sentAt) => {
    for (const res of raw.subscribers) res.write(`id: 1\nevent: memory\ndata: {"narrator":"${sentAt.toFixed(3)}","people":[],"dates":[],"places":[],"relationships":[],"events":[]}\n\n`);
  });
  // The app's subscribers listen to one conversation; each broadcast is a stored extraction.
  const convo = crypto.randomUUID();
  const archive = await app.repos.archives.transaction(async (tx) => {
    await app.repos.archives.upsertUser(user.localId, { email: null }, tx);
    return (await app.repos.archives.findMembership(user.localId, tx)) ?? app.repos.archives.createArchive(user.localId, {}, tx);
  });
  await app.repos.conversations.claim(convo, user.localId, archive.archiveId);
  const appEvents = await subscriberRound('app', `${appUrl}/events?conversationId=${convo}`, user.idToken, async (sentAt) => {
    await app.realtime.hub.store(
      { conversationId: convo, ownerUid: user.localId, archiveId: archive.archiveId, sourceMessageId: 0 },
      { memory: { narrator: sentAt.toFixed(3), people: [], dates: [], places: [], relationships: [], events: [] }, story: null, looseFacts: [] },
    );
  });
  console.log(
    `events: memory per connection app/bare ${(appEvents.perConnection.rss / bare.perConnection.rss).toFixed(2)}× RSS, ${(appEvents.perConnection.heap / bare.perConnection.heap).toFixed(2)}× heap (goal ≤ 1.25×); broadcast p99 ${appEvents.p99.toFixed(2)} ms (bare ${bare.p99.toFixed(2)} ms)`,
  );

  raw.server.closeAllConnections();
  raw.server.close();
  await app.close();
  await stopEmulator();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
