/**
 * The server side of `npm run bench:stream`, in its own process (started by bench/stream.ts), so
 * the load generator never shares the server's event loop or heap:
 * - `chat`: the app (interviewer = timedTokens) and the raw pass-through server, side by side;
 * - `bare-events`: only the raw server's bare /events endpoint (node:http);
 * - `fastify-events`: a bare /events endpoint in Fastify (the framework, nothing of the app);
 * - `app-events <uid>`: only the app, with one conversation of `uid` to subscribe to.
 * IPC: sends {ready, ...urls}; answers 'measure' with process.memoryUsage() after a full gc,
 * 'broadcast' with {broadcasted} after publishing one event stamped with its send time, and exits
 * on 'exit'.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import v8 from 'node:v8';
import { Session } from 'node:inspector/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { benchSettings, sleep, tokenSettings, wallNow } from './common.ts';
import { benchConfig } from './config.ts';
import { embeddedProviders } from '../src/plugins/providers.ts';
import type { Interviewer } from '../src/providers/llm/types.ts';

const { TOKENS, TOKEN_INTERVAL_MS } = benchSettings(tokenSettings);

/** The provider: TOKENS tokens, each its own emit time, on a fixed schedule (no drift). */
export async function* timedTokens(signal?: AbortSignal): AsyncGenerator<string> {
  const start = performance.now();
  for (let i = 0; i < TOKENS; i++) {
    signal?.throwIfAborted();
    const due = start + i * TOKEN_INTERVAL_MS - performance.now();
    if (due > 0) await sleep(due);
    yield `${wallNow().toFixed(3)} `;
  }
}

const memoryFrame = (sentAt: number) => `{"narrator":"${sentAt.toFixed(3)}","people":[],"dates":[],"places":[],"relationships":[],"events":[]}`;

/** A raw pass-through SSE server: the same tokens, same rate, written straight to the socket; a bare /events. */
async function rawServer() {
  const subscribers = new Set<http.ServerResponse>();
  const server = http.createServer(async (req, res) => {
    if (req.url?.startsWith('/events')) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(': connected\n\n');
      subscribers.add(res);
      req.on('close', () => subscribers.delete(res));
      return;
    }
    req.resume();
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for await (const token of timedTokens()) res.write(`data: ${token}\n\n`);
    res.end('data: [DONE]\n\n');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  let id = 0;
  return {
    url,
    broadcast() {
      id += 1;
      const frame = `id: ${id}\nevent: memory\ndata: ${memoryFrame(wallNow())}\n\n`;
      for (const res of subscribers) res.write(frame);
    },
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}

async function app(): Promise<FastifyInstance> {
  const embedded = embeddedProviders();
  const interviewer: Interviewer = { ...embedded.interviewer, reply: (_context, signal) => timedTokens(signal) };
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST!;
  const built = await buildApp({
    log: false,
    config: benchConfig(emulator, 'bench-stream'),
    // A constant extractor: this bench measures relaying; bench:extract measures extraction.
    providers: {
      ...embedded,
      interviewer,
      extractor: { extract: async () => ({ memory: { narrator: '', people: [], dates: [], places: [], relationships: [], events: [] }, story: null, followUpItems: [] }) },
    },
    // The bench measures relaying, not the per-user limits.
    // All subscribers are one user: the /events cap (10 by default) would close all but ten.
    limits: { chatPerMinute: 1e9, maxOpenChatStreams: 1e9, maxEventStreams: 1e9, maxConversationsPerArchive: 1e9, maxMessagesPerConversation: 1e9 },
  });
  await built.listen({ port: 0, host: '127.0.0.1' });
  return built;
}

const appUrl = (a: FastifyInstance) => `http://127.0.0.1:${(a.server.address() as { port: number }).port}`;

async function main() {
  const [mode, uid] = process.argv.slice(2);
  let broadcast: () => Promise<void> | void = () => undefined;
  let close: () => Promise<void> | void = () => undefined;
  if (mode === 'chat') {
    const a = await app();
    const raw = await rawServer();
    close = async () => {
      raw.close();
      await a.close();
    };
    process.send!({ ready: true, appUrl: appUrl(a), rawUrl: raw.url });
  } else if (mode === 'bare-events') {
    const raw = await rawServer();
    broadcast = () => raw.broadcast();
    close = () => raw.close();
    process.send!({ ready: true, url: `${raw.url}/events?conversationId=${crypto.randomUUID()}` });
  } else if (mode === 'fastify-events') {
    const subscribers = new Set<http.ServerResponse>();
    const bare = Fastify();
    bare.get('/events', (request, reply) => {
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(': connected\n\n');
      subscribers.add(res);
      res.once('close', () => subscribers.delete(res));
    });
    await bare.listen({ port: 0, host: '127.0.0.1' });
    let id = 0;
    broadcast = () => {
      id += 1;
      const frame = `id: ${id}\nevent: memory\ndata: ${memoryFrame(wallNow())}\n\n`;
      for (const res of subscribers) res.write(frame);
    };
    close = async () => {
      bare.server.closeAllConnections();
      await bare.close();
    };
    process.send!({ ready: true, url: `${appUrl(bare)}/events?conversationId=${crypto.randomUUID()}` });
  } else if (mode === 'app-events' && uid) {
    const a = await app();
    // The subscribers listen to one conversation; each broadcast is a stored extraction.
    const convo = crypto.randomUUID();
    const archive = await a.repos.archives.transaction(async (tx) => {
      await a.repos.archives.upsertUser(uid, { email: null }, tx);
      return (await a.repos.archives.findMembership(uid, tx)) ?? a.repos.archives.createArchive(uid, {}, tx);
    });
    await a.repos.conversations.claim(convo, uid, archive.archiveId);
    const target = { conversationId: convo, ownerUid: uid, archiveId: archive.archiveId, sourceMessageId: 0 };
    broadcast = async () => {
      const narrator = wallNow().toFixed(3);
      await a.realtime.hub.store(target, { memory: { narrator, people: [], dates: [], places: [], relationships: [], events: [] }, story: null, followUpItems: [] });
    };
    close = () => a.close();
    process.send!({ ready: true, url: `${appUrl(a)}/events?conversationId=${convo}` });
  } else {
    throw new Error(`usage: streamServer.ts chat | bare-events | fastify-events | app-events <uid>`);
  }

  let profiler: Session | null = null;
  process.on('message', (m: string) => {
    void (async () => {
      if (m === 'measure') {
        // Several passes: weak references and finalizers free more on the second.
        for (let i = 0; i < 3; i++) {
          globalThis.gc?.();
          await sleep(20);
        }
        const memory = process.memoryUsage();
        // BENCH_HEAP_SNAPSHOT_DIR: a heap snapshot at each measure, to see what a subscriber keeps.
        if (process.env.BENCH_HEAP_SNAPSHOT_DIR) v8.writeHeapSnapshot(path.join(process.env.BENCH_HEAP_SNAPSHOT_DIR, `${mode}-${Date.now()}.heapsnapshot`));
        process.send!({ memory });
      } else if (m === 'profile-start' && process.env.BENCH_CPU_PROF_DIR) {
        // A V8 CPU profile of the app round alone (BENCH_CPU_PROF_DIR).
        profiler = new Session();
        profiler.connect();
        await profiler.post('Profiler.enable');
        await profiler.post('Profiler.start');
        process.send!({ profiling: true });
      } else if (m === 'profile-stop' && profiler) {
        const { profile } = await profiler.post('Profiler.stop');
        fs.writeFileSync(path.join(process.env.BENCH_CPU_PROF_DIR!, `app-round-${Date.now()}.cpuprofile`), JSON.stringify(profile));
        profiler.disconnect();
        process.send!({ profiling: false });
      } else if (m === 'cpu') {
        process.send!({ cpu: process.cpuUsage() });
      } else if (m === 'broadcast') {
        await broadcast();
        process.send!({ broadcasted: true });
      } else if (m === 'exit') {
        await close();
        process.exit(0);
      }
    })();
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
