/**
 * `npm run bench:stream` (not part of npm test), on this machine, in one run:
 * 1. 100 concurrent POST /chat streams from an interviewer that emits a fixed 500-token reply at a
 *    fixed rate, against a raw pass-through SSE server emitting the same tokens at the same rate:
 *    tokens/s relayed (ratio, goal ≥ 0.8) and added per-token latency p99 (goal ≤ 5 ms).
 * 2. 2,000 concurrent GET /events subscribers against a bare SSE endpoint: server memory per
 *    connection (goal ≤ 1.25×; after a warm-up round of 200 that comes and goes) and p99 broadcast
 *    delay of one event to all of them.
 * Each token and event carries its send time (performance.timeOrigin + now() where the provider
 * emits it / the broadcast is published), so delays are measured on receipt.
 *
 * The servers run in child processes (bench/streamServer.ts) and this process is only the load
 * generator: a client on the server's event loop would steal its CPU, and more so from the app
 * (whose per-token work queues behind the client's) than from the raw baseline. The raw and app
 * chat servers share one child, so both are measured against the same clock. Each events server
 * (bare, app) gets a fresh child, so its memory per connection is its own: a full gc, then
 * heap/RSS before and after its subscribers connect.
 */
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { EMULATOR_HOST, startAuthEmulator } from '../test/helpers/emulator.ts';
import { benchSettings, sleep, tokenSettings, wallNow } from './common.ts';
import { percentile, signUp, startInstance } from './support.ts';

const { STREAMS, TOKENS, TOKEN_INTERVAL_MS, SUBSCRIBERS, WARMUP_SUBSCRIBERS, BROADCASTS, ROUNDS } = benchSettings({
  STREAMS: 100,
  ...tokenSettings,
  SUBSCRIBERS: 2000,
  /** Subscribers of the round before the measured one (see subscriberRound). */
  WARMUP_SUBSCRIBERS: 200,
  BROADCASTS: 20,
  /** Alternating raw/app chat rounds, medians reported: the machine is shared, so load drifts during a run. */
  ROUNDS: 3,
});
/** A directory: the chat server child writes a V8 CPU profile of the app round there. */
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF_DIR;
/** BENCH_PART=chat or events runs one half (default: both). */
const PART = process.env.BENCH_PART ?? 'all';

const serverScript = fileURLToPath(new URL('./streamServer.ts', import.meta.url));

type ServerMessage = { ready?: boolean; appUrl?: string; rawUrl?: string; url?: string; memory?: NodeJS.MemoryUsage; broadcasted?: boolean; cpu?: NodeJS.CpuUsage; profiling?: boolean };

/** A server child (see streamServer.ts): its ready message and a request/answer helper. */
async function startServer(args: string[], env: Record<string, string>, profile = false) {
  const server = await startInstance<ServerMessage>(serverScript, args[0]!, { ...env, BENCH_CPU_PROF_DIR: (profile && CPU_PROF_DIR) || '' }, { args, nodeFlags: ['--expose-gc'] });
  return {
    ...server,
    async ask(message: 'measure' | 'broadcast' | 'cpu' | 'profile-start' | 'profile-stop', want: keyof ServerMessage) {
      const answer = server.next(want);
      server.send(message);
      return answer;
    },
  };
}

/** Reads one SSE response; records the delay of every token ({"text":"<sent> "} or a raw `data: <sent> `). */
function readStream(url: string, init: { method: string; headers: Record<string, string>; body?: string }, delays: number[], firsts: number[], lasts: number[]): Promise<number> {
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
            if (tokens === 0) firsts.push(at);
            tokens += 1;
          }
        }
      });
      res.on('end', () => {
        lasts.push(wallNow());
        resolve(tokens);
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}


type Server = Awaited<ReturnType<typeof startServer>>;

async function chatRound(server: Server, label: string, url: string, headers: Record<string, string>, body: (i: number) => string | undefined) {
  const cpu0 = (await server.ask('cpu', 'cpu')).cpu!;
  const delays: number[] = [];
  const firsts: number[] = [];
  const lasts: number[] = [];
  const t0 = performance.now();
  const w0 = wallNow();
  const counts = await Promise.all(Array.from({ length: STREAMS }, (_, i) => readStream(url, { method: 'POST', headers, body: body(i) }, delays, firsts, lasts)));
  const seconds = (performance.now() - t0) / 1000;
  const cpu1 = (await server.ask('cpu', 'cpu')).cpu!;
  // The server's CPU time for the round: steadier than wall time on a machine others load.
  const cpuMs = (cpu1.user - cpu0.user + cpu1.system - cpu0.system) / 1000;
  const tokens = counts.reduce((a, b) => a + b, 0);
  const result = { label, tokens, tokensPerSecond: tokens / seconds, p50: percentile(delays, 50), p99: percentile(delays, 99) };
  console.log(
    `${label.padEnd(7)} ${tokens} tokens in ${seconds.toFixed(2)} s = ${result.tokensPerSecond.toFixed(0)} tokens/s; token delay p50 ${result.p50.toFixed(2)} ms, p99 ${result.p99.toFixed(2)} ms; ` +
      `first token after ${(Math.min(...firsts) - w0).toFixed(0)}–${(Math.max(...firsts) - w0).toFixed(0)} ms, last end ${(Math.max(...lasts) - w0).toFixed(0)} ms; server CPU ${cpuMs.toFixed(0)} ms`,
  );
  return result;
}

/** Opens `count` connections to url; resolves when each has its first bytes. */
function subscribe(url: string, token: string | null, delays: number[], count = SUBSCRIBERS) {
  const requests: http.ClientRequest[] = [];
  let open = 0;
  const ready = new Promise<void>((resolve, reject) => {
    for (let i = 0; i < count; i++) {
      const req = http.request(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, agent: false }, (res) => {
        res.setEncoding('utf8');
        let first = true;
        res.on('data', (chunk: string) => {
          const at = wallNow();
          if (first) {
            first = false;
            if (++open === count) resolve();
          }
          for (const m of chunk.matchAll(/"narrator":"(\d+\.\d+)"/g)) delays.push(at - Number(m[1]));
        });
        res.on('error', () => undefined);
      });
      req.on('error', (e) => (open < count ? reject(e) : undefined));
      req.end();
      requests.push(req);
    }
  });
  return { ready, close: () => requests.forEach((r) => r.destroy()) };
}

async function subscriberRound(label: string, args: string[], env: Record<string, string>, token: string | null) {
  const server = await startServer(args, env);
  const url = server.ready.url!;
  // Memory per connection is what one more subscriber costs: a first round that comes and goes
  // leaves the one-time costs (code compiled for the path, caches, pools) out of the figure, for
  // every server alike.
  const warmup = subscribe(url, token, [], WARMUP_SUBSCRIBERS);
  await warmup.ready;
  warmup.close();
  await sleep(300);
  const before = (await server.ask('measure', 'memory')).memory!;
  const delays: number[] = [];
  const subscribers = subscribe(url, token, delays);
  await subscribers.ready;
  await sleep(200);
  const after = (await server.ask('measure', 'memory')).memory!;
  for (let i = 0; i < BROADCASTS; i++) {
    await server.ask('broadcast', 'broadcasted');
    await sleep(50);
  }
  await sleep(500);
  subscribers.close();
  await server.stop();
  const perConnection = {
    rss: (after.rss - before.rss) / SUBSCRIBERS,
    heap: (after.heapUsed + after.external - before.heapUsed - before.external) / SUBSCRIBERS,
  };
  console.log(
    `${label.padEnd(7)} ${SUBSCRIBERS} subscribers: ${(perConnection.rss / 1024).toFixed(1)} KiB RSS and ${(perConnection.heap / 1024).toFixed(1)} KiB heap per connection; ` +
      `${delays.length} deliveries, broadcast delay p50 ${percentile(delays, 50).toFixed(2)} ms, p99 ${percentile(delays, 99).toFixed(2)} ms`,
  );
  return { perConnection, p99: percentile(delays, 99) };
}

async function main() {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST || EMULATOR_HOST;
  const stopEmulator = await startAuthEmulator(emulator);
  const env = { FIREBASE_AUTH_EMULATOR_HOST: emulator, BENCH_TOKENS: String(TOKENS), BENCH_TOKEN_INTERVAL_MS: String(TOKEN_INTERVAL_MS) };
  const user = await signUp(emulator, 'bench-stream');
  const auth = { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' };

  if (PART !== 'events') {
    console.log(`chat: ${STREAMS} concurrent streams × ${TOKENS} tokens, one every ${TOKEN_INTERVAL_MS} ms`);
    const chat = await startServer(['chat'], env, true);
    const { appUrl, rawUrl } = chat.ready as { appUrl: string; rawUrl: string };
    // The warmup has a conversation of its own: its 100 stored replies (500 tokens each) must not
    // become the measured round's history, which would then depend on whether a warmup ran.
    const warmupConversation = crypto.randomUUID();
    await chatRound(chat, 'warmup', `${appUrl}/chat`, auth, (i) => JSON.stringify({ text: 'Hello there', conversationId: warmupConversation, messageId: `w${i}` }));
    // The raw server gets the very same requests (headers, body) and ignores them.
    const chatBody = (conversationId: string) => (i: number) => JSON.stringify({ text: 'Hello there, I grew up by the sea.', conversationId, messageId: `m${i}` });
    await chatRound(chat, 'warmup', `${rawUrl}/chat`, auth, chatBody(warmupConversation));
    const rawResults = [];
    const appResults = [];
    for (let round = 0; round < ROUNDS; round++) {
      rawResults.push(await chatRound(chat, 'raw', `${rawUrl}/chat`, auth, chatBody(crypto.randomUUID())));
      if (CPU_PROF_DIR && round === 0) await chat.ask('profile-start', 'profiling');
      appResults.push(await chatRound(chat, 'app', `${appUrl}/chat`, auth, chatBody(crypto.randomUUID())));
      if (CPU_PROF_DIR && round === 0) await chat.ask('profile-stop', 'profiling');
    }
    await chat.stop();
    const median = (values: number[]) => percentile(values, 50);
    const ratio = median(appResults.map((r) => r.tokensPerSecond)) / median(rawResults.map((r) => r.tokensPerSecond));
    const added = median(appResults.map((r) => r.p99)) - median(rawResults.map((r) => r.p99));
    console.log(
      `chat (medians of ${ROUNDS} alternating rounds): relayed/raw tokens/s ${ratio.toFixed(3)} (goal ≥ 0.8); added per-token latency p99 ${added.toFixed(2)} ms (goal ≤ 5 ms)`,
    );
  }
  if (PART !== 'chat') {
    console.log(`events: ${SUBSCRIBERS} concurrent subscribers, ${BROADCASTS} broadcasts`);
    // Both get the same requests (query, authorization header); the bare endpoint ignores them.
    const bare = await subscriberRound('bare', ['bare-events'], env, user.idToken);
    const fastify = await subscriberRound('fastify', ['fastify-events'], env, user.idToken);
    const appEvents = await subscriberRound('app', ['app-events', user.localId], env, user.idToken);
    const versus = (base: typeof bare) =>
      `${(appEvents.perConnection.rss / base.perConnection.rss).toFixed(2)}× RSS, ${(appEvents.perConnection.heap / base.perConnection.heap).toFixed(2)}× heap`;
    console.log(`events: memory per connection app/bare node:http ${versus(bare)}; app/bare Fastify endpoint ${versus(fastify)} (goal ≤ 1.25×)`);
    console.log(`events: broadcast p99 ${appEvents.p99.toFixed(2)} ms (bare node:http ${bare.p99.toFixed(2)} ms, bare Fastify ${fastify.p99.toFixed(2)} ms)`);
  }
  await stopEmulator();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
