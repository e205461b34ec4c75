/**
 * `npm run bench:fanout` (not part of npm test), on this machine, in one run: two app instances
 * (each its own process, bench/fanoutServer.ts) on one throwaway PostgreSQL (or BENCH_DATABASE_URL),
 * 1,000 GET /events subscribers split evenly over them, and extractions stored through instance A
 * only. Prints the delivery latency (p50, p99) to subscribers on A (same instance) and on B (other
 * instance) side by side, and the difference. Goal: other-instance p99 ≤ same-instance p99 + 20 ms.
 *
 * Layout: 10 storytellers (real emulator tokens), each owning 10 conversations: 100 conversations,
 * each with 10 subscribers (its owner's tabs), 5 on A and 5 on B. Events go to the conversations in
 * turn, one every BENCH_EVENT_INTERVAL_MS, so each event reaches 5 subscribers on each instance.
 * Each event's memory carries its send time (taken on A just before the write), and a delivery's
 * latency is measured on receipt. This process only generates load; the instances and PostgreSQL
 * run beside it on the same cores. Every delivery is also checked: each subscriber receives each of
 * its conversation's events exactly once.
 */
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { EMULATOR_HOST, startAuthEmulator } from '../test/helpers/emulator.ts';
import { benchSettings, sleep, wallNow } from './common.ts';
import { benchPostgres, percentile, signUp, startInstance, type Instance } from './support.ts';

const { SUBSCRIBERS, USERS, CONVERSATIONS_PER_USER, EVENTS, WARMUP_EVENTS, EVENT_INTERVAL_MS } = benchSettings({
  SUBSCRIBERS: 1000,
  USERS: 10,
  CONVERSATIONS_PER_USER: 10,
  EVENTS: 300,
  WARMUP_EVENTS: 30,
  EVENT_INTERVAL_MS: 10,
});

const serverScript = fileURLToPath(new URL('./fanoutServer.ts', import.meta.url));

type ServerMessage = { ready?: boolean; url?: string; setupDone?: boolean; published?: string };

interface Subscriber {
  instance: 'A' | 'B';
  conversationId: string;
  /** Send stamps received, to check each arrives exactly once. */
  seen: Map<string, number>;
}

/** Opens a subscriber; resolves once it has the stream's first bytes (it is subscribed by then). */
function subscribe(url: string, token: string, sub: Subscriber, onDelivery: (sub: Subscriber, stamp: string, at: number) => void) {
  return new Promise<http.ClientRequest>((resolve, reject) => {
    const req = http.request(`${url}/events?conversationId=${sub.conversationId}`, { headers: { authorization: `Bearer ${token}` }, agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`GET /events on ${sub.instance}: HTTP ${res.statusCode}`));
      res.setEncoding('utf8');
      let first = true;
      let buffer = '';
      res.on('data', (chunk: string) => {
        const at = wallNow();
        if (first) {
          first = false;
          resolve(req);
        }
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const match = /"narrator":"(\d+\.\d+)"/.exec(frame);
          if (match) onDelivery(sub, match[1]!, at);
        }
      });
      res.on('error', () => undefined);
    });
    req.on('error', reject);
    req.end();
  });
}

async function main() {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST || EMULATOR_HOST;
  const stopEmulator = await startAuthEmulator(emulator);
  const postgres = await benchPostgres();
  const instances: Instance<ServerMessage>[] = [];
  const requests: http.ClientRequest[] = [];
  try {
    const database = await postgres.database('fanout');
    const env = { FIREBASE_AUTH_EMULATOR_HOST: emulator, BENCH_FANOUT_DATABASE: JSON.stringify(database) };
    // A first, so the migrations run once before B starts (they would also lock; this is quicker).
    instances.push(await startInstance<ServerMessage>(serverScript, 'A', env));
    instances.push(await startInstance<ServerMessage>(serverScript, 'B', env));
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];

    const users = await Promise.all(Array.from({ length: USERS }, () => signUp(emulator, 'fanout')));
    const owned = users.map((u) => ({ uid: u.localId, token: u.idToken, conversations: Array.from({ length: CONVERSATIONS_PER_USER }, () => crypto.randomUUID()) }));
    a.send({ setup: owned.map(({ uid, conversations }) => ({ uid, conversations })) });
    await a.next('setupDone');
    const conversations = owned.flatMap((o) => o.conversations.map((id) => ({ id, token: o.token })));

    // Delivery latency per instance, and which subscribers each event should reach.
    const latency = { A: [] as number[], B: [] as number[] };
    let measuring = false;
    const onDelivery = (sub: Subscriber, stamp: string, at: number) => {
      sub.seen.set(stamp, (sub.seen.get(stamp) ?? 0) + 1);
      if (measuring) latency[sub.instance].push(at - Number(stamp));
    };
    const subscribers: Subscriber[] = [];
    const t0 = performance.now();
    // Subscriber i: conversation i mod 100, instance alternating, so each conversation has as many on A as on B.
    const opening: Promise<http.ClientRequest>[] = [];
    for (let i = 0; i < SUBSCRIBERS; i++) {
      const convo = conversations[i % conversations.length]!;
      const instance = Math.floor(i / conversations.length) % 2 === 0 ? 'A' : 'B';
      const sub: Subscriber = { instance, conversationId: convo.id, seen: new Map() };
      subscribers.push(sub);
      opening.push(subscribe(instance === 'A' ? a.url : b.url, convo.token, sub, onDelivery));
      // Opened in small batches: a thousand connects in one tick would measure the accept queue.
      if (i % 50 === 49) requests.push(...(await Promise.all(opening.splice(0))));
    }
    requests.push(...(await Promise.all(opening)));
    const perInstance = { A: subscribers.filter((s) => s.instance === 'A').length, B: subscribers.filter((s) => s.instance === 'B').length };
    console.log(
      `${SUBSCRIBERS} subscribers open in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${perInstance.A} on A, ${perInstance.B} on B, ` +
        `over ${conversations.length} conversations of ${USERS} storytellers (${SUBSCRIBERS / conversations.length} per conversation, half on each instance)`,
    );

    // Events through A only, to the conversations in turn; a warm-up first, not measured.
    const publish = async (count: number) => {
      const acks: Promise<ServerMessage>[] = [];
      for (let i = 0; i < count; i++) {
        acks.push(a.next('published'));
        a.send({ publish: conversations[i % conversations.length]!.id });
        await sleep(EVENT_INTERVAL_MS);
      }
      await Promise.all(acks);
    };
    await publish(WARMUP_EVENTS);
    await sleep(500);
    measuring = true;
    const sent = performance.now();
    await publish(EVENTS);
    await sleep(1000);
    measuring = false;
    const seconds = (performance.now() - sent) / 1000;

    // Exactly once: every subscriber has each of its conversation's events once.
    const perConversation = new Map<string, number>();
    for (let i = 0; i < WARMUP_EVENTS; i++) perConversation.set(conversations[i % conversations.length]!.id, (perConversation.get(conversations[i % conversations.length]!.id) ?? 0) + 1);
    for (let i = 0; i < EVENTS; i++) perConversation.set(conversations[i % conversations.length]!.id, (perConversation.get(conversations[i % conversations.length]!.id) ?? 0) + 1);
    let missing = 0;
    let repeated = 0;
    for (const sub of subscribers) {
      const want = perConversation.get(sub.conversationId) ?? 0;
      missing += Math.max(0, want - sub.seen.size);
      for (const n of sub.seen.values()) repeated += n - 1;
    }
    const expected = { A: 0, B: 0 };
    for (let i = 0; i < EVENTS; i++) {
      const id = conversations[i % conversations.length]!.id;
      for (const sub of subscribers) if (sub.conversationId === id) expected[sub.instance] += 1;
    }

    const side = (name: 'A' | 'B') => ({ n: latency[name].length, p50: percentile(latency[name], 50), p99: percentile(latency[name], 99), max: Math.max(...latency[name]) });
    const same = side('A');
    const other = side('B');
    const line = (label: string, r: ReturnType<typeof side>, want: number) =>
      `${label.padEnd(30)} ${String(r.n).padStart(5)}/${want} deliveries   p50 ${r.p50.toFixed(2).padStart(6)} ms   p99 ${r.p99.toFixed(2).padStart(6)} ms   max ${r.max.toFixed(1)} ms`;
    console.log(`${EVENTS} events through A in ${seconds.toFixed(1)} s (one every ${EVENT_INTERVAL_MS} ms, after ${WARMUP_EVENTS} warm-up events)\n`);
    console.log(line('same instance (subscribers on A)', same, expected.A));
    console.log(line('other instance (subscribers on B)', other, expected.B));
    console.log(`\ndifference: p50 ${(other.p50 - same.p50).toFixed(2)} ms, p99 ${(other.p99 - same.p99).toFixed(2)} ms`);
    console.log(`delivery check (warm-up included): ${missing} missing, ${repeated} repeated`);
    const met = other.p99 <= same.p99 + 20 && missing === 0 && repeated === 0 && same.n === expected.A && other.n === expected.B;
    console.log(`goal: other-instance p99 ≤ same-instance p99 + 20 ms, every event exactly once: ${met ? 'met' : 'NOT met'}`);
  } finally {
    for (const r of requests) r.destroy();
    for (const i of instances) await i.stop();
    await postgres.stop();
    await stopEmulator();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
