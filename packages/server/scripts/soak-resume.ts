/**
 * `npm run soak:resume -- [--disconnects N] [--dialect postgres|sqlite] [--seed S]` (issue #14):
 * GET /events subscribers drop at random moments and resume with Last-Event-ID while a storyteller
 * chats, and each must end with exactly its conversation's event log: nothing lost, nothing
 * repeated, in order.
 *
 * - postgres (default): two app instances, each its own process (soak-resume/instance.ts), on one
 *   throwaway PostgreSQL (or BENCH_DATABASE_URL); sqlite: one instance on a fresh SQLite file. The
 *   Auth emulator is started unless one answers already.
 * - The writer: one storyteller (a real emulator account) chats through real POST /chat turns in 3
 *   conversations at once, each turn on the next instance, with composed life-story messages, so the
 *   embedded extractor stores memories, stories and follow-up items.
 * - The subscribers: 2 per conversation, as a browser's EventSource would be. Each loops: connect
 *   to a random instance with the last id it received, read for 0 to 1.5 s, drop (abort); until N
 *   drops in all. The first of each pair starts from `m0.s0.f0`, so it must receive the whole log;
 *   the second starts live, without Last-Event-ID (as a new page does), and resumes from its last id
 *   once it has one, so it must receive the whole log from its first event on.
 * - Then the writer stops, every subscriber connects a last time and reads until it has the
 *   database's last event, and each one's (event, id, data) sequence is compared with the log as
 *   EventHub.since replays it from `m0.s0.f0`.
 *
 * Prints the counts; exits 0 only when nothing was lost, repeated, out of order or unknown, no HTTP
 * answer was unexpected, and it all finished within --timeout-s (300). Traffic stays on 127.0.0.1.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createParser } from 'eventsource-parser';
import type { DatabaseConfig } from '../src/config.ts';
import { benchSqlite } from '../bench/config.ts';
import { benchPostgres, signUp, startInstance, type Instance } from '../bench/support.ts';
import { EMULATOR_HOST, startAuthEmulator } from '../test/helpers/emulator.ts';
import { tally, type Delivery, type Tally } from './soak-resume/tally.ts';
import { seeded } from '../test/helpers/random.ts';
import { telling } from './soak-resume/tellings.ts';

const CONVERSATIONS = 3;
const MAX_READ_MS = 1500;
/** The last connection's wait for the database's last event, and how long it reads on after it (a repeat would come then). */
const CATCH_UP_MS = 15_000;
const LINGER_MS = 300;
const FROM_START = 'm0.s0.f0';

const { values: args } = parseArgs({
  options: {
    disconnects: { type: 'string', default: '100' },
    dialect: { type: 'string', default: 'postgres' },
    seed: { type: 'string' },
    'timeout-s': { type: 'string', default: '300' },
  },
});
const DISCONNECTS = Number(args.disconnects);
const dialect = args.dialect;
const seed = args.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(args.seed);
const TIMEOUT_MS = Number(args['timeout-s']) * 1000;
if (!Number.isInteger(DISCONNECTS) || DISCONNECTS < 1) throw new Error('--disconnects must be a whole number above 0');
if (dialect !== 'postgres' && dialect !== 'sqlite') throw new Error('--dialect must be postgres or sqlite');
if (!Number.isInteger(seed)) throw new Error('--seed must be a whole number');

/** An HTTP answer the soak did not expect: it fails the run. */
class Unexpected extends Error {}

type InstanceMessage = { ready?: boolean; url?: string; since?: string; events?: Delivery[] };

interface Subscriber {
  name: string;
  conversationId: string;
  /** From the whole log (`m0.s0.f0`), or live from the first connection on. */
  start: 'log' | 'live';
  lastEventId: string | null;
  received: Delivery[];
  connections: number;
  caughtUp: boolean;
}

const random = seeded(seed);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** Reads an SSE body, feeding `onEvent`/`onComment`, until it ends or `signal` aborts (then resolves quietly). */
async function readStream(res: Response, signal: AbortSignal, on: { event: (e: Delivery) => void; comment?: (text: string) => void }): Promise<'ended' | 'aborted'> {
  const parser = createParser({
    onEvent: (e) => on.event({ event: e.event ?? 'message', id: e.id ?? '', data: e.data }),
    onComment: (c) => on.comment?.(c.trim()),
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return 'ended';
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } catch (err) {
    if (signal.aborted) return 'aborted';
    throw err;
  }
}

/**
 * One GET /events connection of `sub` on `instance`. Churn: dropped after `dropAfterMs`. Last:
 * read until the event with id `untilId` (at once when it had it already, or when it owes nothing:
 * null), then a little longer; given up after CATCH_UP_MS (what is missing then is counted as lost).
 */
async function connection(sub: Subscriber, instance: Instance<InstanceMessage>, token: string, mode: { dropAfterMs: number } | { untilId: string | null }) {
  const controller = new AbortController();
  const drop = (ms: number) => setTimeout(() => controller.abort(), ms);
  let timer = drop('dropAfterMs' in mode ? mode.dropAfterMs : CATCH_UP_MS);
  const caughtUp = () => {
    if (sub.caughtUp) return;
    sub.caughtUp = true;
    clearTimeout(timer);
    timer = drop(LINGER_MS);
  };
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  const lastId = sub.lastEventId ?? (sub.start === 'log' ? FROM_START : null);
  if (lastId) headers['last-event-id'] = lastId;
  sub.connections += 1;
  try {
    const res = await fetch(`${instance.url}/events?conversationId=${sub.conversationId}`, { headers, signal: controller.signal });
    if (res.status !== 200) throw new Unexpected(`GET /events on ${instance.name} for ${sub.name}: HTTP ${res.status} ${await res.text()}`);
    const how = await readStream(res, controller.signal, {
      event: (e) => {
        sub.received.push(e);
        if (e.id) sub.lastEventId = e.id;
        if ('untilId' in mode && e.id === mode.untilId) caughtUp();
      },
      comment: (c) => {
        if ('untilId' in mode && c === 'connected' && (mode.untilId === null || sub.lastEventId === mode.untilId)) caughtUp();
      },
    });
    if (how === 'ended') throw new Unexpected(`GET /events on ${instance.name} for ${sub.name}: the server ended the stream`);
  } catch (err) {
    if (!controller.signal.aborted || err instanceof Unexpected) throw err;
  } finally {
    clearTimeout(timer);
  }
}

/** One POST /chat turn, read to its end; anything but a reply, a memory and [DONE] is unexpected. */
async function chatTurn(instance: Instance<InstanceMessage>, token: string, conversationId: string, text: string) {
  const res = await fetch(`${instance.url}/chat`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ text, conversationId, messageId: randomUUID() }),
    signal: AbortSignal.timeout(60_000),
  });
  if (res.status !== 200) throw new Unexpected(`POST /chat on ${instance.name}: HTTP ${res.status} ${await res.text()}`);
  const items: string[] = [];
  await readStream(res, new AbortController().signal, { event: (e) => items.push(e.data) });
  const memory = items.some((d) => d.startsWith('{"memory"'));
  const error = items.find((d) => d.startsWith('{"error"'));
  if (error || !memory || items.at(-1) !== '[DONE]') throw new Unexpected(`POST /chat on ${instance.name}: ${error ?? (memory ? 'no [DONE]' : 'no memory')}`);
}

async function main() {
  const t0 = performance.now();
  const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST || EMULATOR_HOST;
  if (!/^(127\.0\.0\.1|localhost):\d+$/.test(emulator)) throw new Error(`the soak talks to 127.0.0.1 only; FIREBASE_AUTH_EMULATOR_HOST is ${emulator}`);
  const cleanups: (() => Promise<unknown>)[] = [];
  const cleanUp = async () => {
    for (const c of cleanups.splice(0).reverse()) await c().catch((err: unknown) => console.error(err));
  };
  let timedOut = false;
  const deadline = setTimeout(() => {
    timedOut = true;
    console.error(`soak:resume FAILED: not done after ${TIMEOUT_MS / 1000} s`);
    void cleanUp().finally(() => process.exit(2));
  }, TIMEOUT_MS);

  try {
    // The emulator and PostgreSQL start side by side (each a process of its own); both are stopped at
    // the end, and either one started is stopped when the other fails.
    const [auth, postgres] = await Promise.allSettled([startAuthEmulator(emulator), dialect === 'postgres' ? benchPostgres() : null]);
    if (auth.status === 'fulfilled') cleanups.push(auth.value);
    if (postgres.status === 'fulfilled' && postgres.value) cleanups.push(postgres.value.stop);
    for (const started of [auth, postgres]) if (started.status === 'rejected') throw started.reason;
    const database: DatabaseConfig =
      postgres.status === 'fulfilled' && postgres.value ? await postgres.value.database('soak_resume') : benchSqlite('soak-resume');
    const script = fileURLToPath(new URL('./soak-resume/instance.ts', import.meta.url));
    const env = { FIREBASE_AUTH_EMULATOR_HOST: emulator, SOAK_DATABASE: JSON.stringify(database) };
    const instances: Instance<InstanceMessage>[] = [];
    // A first, so the migrations run once before B starts.
    for (const name of dialect === 'postgres' ? ['A', 'B'] : ['A']) {
      const instance = await startInstance<InstanceMessage>(script, name, env);
      instances.push(instance);
      cleanups.push(() => instance.stop());
    }
    const teller = await signUp(emulator, 'soak-storyteller');
    const conversations = Array.from({ length: CONVERSATIONS }, () => randomUUID());
    console.log(`soak:resume ${dialect}: ${instances.length} instance(s), ${CONVERSATIONS} conversations, 2 subscribers each, ${DISCONNECTS} disconnects, seed ${seed} (ready in ${seconds(t0)} s)`);

    // The writer: one chat loop per conversation, turns alternating between the instances.
    let writing = true;
    let turns = 0;
    const writer = Promise.all(
      conversations.map(async (conversationId, c) => {
        for (let turn = c; writing; turn++) {
          await chatTurn(instances[turn % instances.length]!, teller.idToken, conversationId, telling(random));
          turns += 1;
        }
      }),
    );
    // A writer failure ends the run at once rather than after the subscribers' churn.
    const writerFailed = writer.then(() => new Promise<never>(() => undefined));

    const subscribers: Subscriber[] = conversations.flatMap((conversationId, c) =>
      (['log', 'live'] as const).map((start): Subscriber => ({ name: `c${c + 1}-${start}`, conversationId, start, lastEventId: null, received: [], connections: 0, caughtUp: false })),
    );
    let disconnects = 0;
    const tChurn = performance.now();
    await Promise.race([
      writerFailed,
      Promise.all(
        subscribers.map(async (sub) => {
          while (disconnects < DISCONNECTS && !timedOut) {
            await connection(sub, pick(instances), teller.idToken, { dropAfterMs: random() * MAX_READ_MS });
            disconnects += 1;
          }
        }),
      ),
    ]);
    const churnSeconds = seconds(tChurn);
    writing = false;
    await writer;

    // The truth: each conversation's whole log, as the database replays it.
    const truth = new Map<string, Delivery[]>();
    for (const conversationId of conversations) {
      const answer = instances[0]!.next('since');
      instances[0]!.send({ since: conversationId });
      truth.set(conversationId, (await answer).events!);
    }
    // The last connection of each: read until the database's last event.
    // A live start that never received an event owes nothing (it has no id to resume from either).
    const owesNothing = (sub: Subscriber) => sub.start === 'live' && sub.lastEventId === null;
    await Promise.all(
      subscribers.map((sub) => connection(sub, pick(instances), teller.idToken, { untilId: owesNothing(sub) ? null : (truth.get(sub.conversationId)!.at(-1)?.id ?? null) })),
    );

    const results = subscribers.map((sub) => {
      const log = truth.get(sub.conversationId)!;
      // A live start owes everything from its first event on (what came before it connected is not its).
      if (owesNothing(sub)) return { sub, tally: tally([], sub.received) };
      const from = sub.start === 'log' ? 0 : Math.max(0, log.findIndex((d) => d.id === sub.received[0]!.id && d.data === sub.received[0]!.data));
      return { sub, tally: tally(log.slice(from), sub.received) };
    });
    const sum = (f: (t: Tally) => number) => results.reduce((n, r) => n + f(r.tally), 0);
    const written = [...truth.values()].reduce((n, log) => n + log.length, 0);
    for (const { sub, tally: t } of results) {
      console.log(
        `  ${sub.name.padEnd(8)} ${String(sub.connections).padStart(4)} connections  ${String(t.received).padStart(5)} received of ${String(t.expected).padStart(4)}  lost ${t.lost}  repeated ${t.repeated}  out of order ${t.outOfOrder}  unknown ${t.unknown}${sub.caughtUp ? '' : '  (never caught up)'}`,
      );
    }
    // For a failure: the first unknown event of each subscriber beside the database's event with the same data.
    for (const { sub, tally: t } of results) {
      if (!t.unknown) continue;
      const log = truth.get(sub.conversationId)!;
      const known = new Set(log.map((d) => `${d.event}\n${d.id}\n${d.data}`));
      const odd = sub.received.find((d) => !known.has(`${d.event}\n${d.id}\n${d.data}`))!;
      const same = log.find((d) => d.event === odd.event && d.data === odd.data);
      console.log(`  ${sub.name}: received ${odd.event} id ${odd.id}; the database has ${same ? `id ${same.id} for it` : 'no such event'}: ${odd.data.slice(0, 120)}`);
    }
    const failed = sum((t) => t.lost + t.repeated + t.outOfOrder + t.unknown) > 0;
    console.log(
      `soak:resume ${dialect}: ${disconnects} disconnects in ${churnSeconds} s, ${turns} chat turns, ${written} events written, ${sum((t) => t.received)} received ` +
        `(${sum((t) => t.expected)} owed), lost ${sum((t) => t.lost)}, repeated ${sum((t) => t.repeated)}, out of order ${sum((t) => t.outOfOrder)}, ` +
        `unknown ${sum((t) => t.unknown)}; ${seconds(t0)} s in all: ${failed ? 'FAILED' : 'ok'}`,
    );
    if (failed) {
      // Everything the failing subscribers received, beside their conversation's log, to read the failure from.
      const file = path.join(os.tmpdir(), `soak-resume-${dialect}-${seed}.json`);
      const failing = results.filter((r) => r.tally.lost + r.tally.repeated + r.tally.outOfOrder + r.tally.unknown > 0);
      fs.writeFileSync(file, JSON.stringify(failing.map(({ sub }) => ({ ...sub, log: truth.get(sub.conversationId) })), null, 1));
      console.log(`the failing subscribers' deliveries and logs: ${file}`);
    }
    process.exitCode = failed ? 1 : 0;
  } catch (err) {
    console.error(`soak:resume ${dialect} FAILED (seed ${seed}):`, err instanceof Unexpected ? err.message : err);
    process.exitCode = 1;
  } finally {
    clearTimeout(deadline);
    await cleanUp();
  }
}

void main().then(() => process.exit(process.exitCode ?? 0));
