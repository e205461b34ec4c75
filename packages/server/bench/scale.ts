/**
 * `npm run bench:scale` (not part of npm test), on this machine, in one run: how the dashboards'
 * calls cost as the archive grows. For each dialect (SQLite, then PostgreSQL: BENCH_DATABASE_URL or
 * a throwaway embedded one) three servers are filled with archives of 100, 1,000 and 10,000
 * (BENCH_SIZES) of each: messages, memories, stories and follow-up items. Then every call is timed
 * BENCH_SAMPLES times, one request at a time, the three sizes taking turns request by request (so
 * drift in the machine's load hits all three alike). Prints p50/p99 per call and size, and per call
 * and dialect the ratio largest/smallest (goal: p50 ≤ 1.5×: pagination and indexes, no
 * whole-archive reads).
 *
 * The archive: one admin (the caller) with 10 conversations; messages, memories and stories go to
 * the conversations in turn; of the follow-up items all but 20 (spread over the archive's history)
 * are followed up, since the dashboards list the open ones in full. Rows are written in bulk through
 * the repositories' database handle, with distinct, increasing timestamps. On PostgreSQL the tables
 * are then VACUUM ANALYZEd, as autovacuum would have done to an archive that grew over months.
 *
 * The calls and their queries are the ones the dashboards send (packages/app dashboards through
 * packages/features/src/api). GET /api/stories answers are cached per archive for 2 s; here the
 * cache is dropped before each request, so the figure is the database's cost (what the first
 * dashboard after a new story pays). GET /events resumes with a Last-Event-ID three memories
 * before the end of a conversation, and is timed until those three have arrived.
 */
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import type { DatabaseConfig } from '../src/config.ts';
import { wallNow } from './common.ts';
import { benchConfig, benchSqlite } from './config.ts';
import { benchPostgres, benchStory, percentile, signUp } from './support.ts';
import { EMULATOR_HOST, startAuthEmulator } from '../test/helpers/emulator.ts';

const SIZES = (process.env.BENCH_SIZES ?? '100,1000,10000').split(',').map(Number);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);
const CONVERSATIONS = 10;
const OPEN_FOLLOW_UPS = 20;
/** BENCH_DIALECTS=sqlite or postgres runs one (default: both). */
const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',') as ('sqlite' | 'postgres')[];
const CHUNK = 500;

interface Archive {
  size: number;
  app: FastifyInstance;
  url: string;
  token: string;
  conversations: string[];
  /** Last-Event-ID three memories before the end of conversations[0]. */
  resumeFrom: string;
}

/** Rows in chunks, one transaction per chunk. */
async function insertAll<T>(app: FastifyInstance, table: 'messages' | 'memories' | 'stories' | 'loose_facts', rows: T[]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await app.repos.db.transaction().execute((tx) => tx.insertInto(table).values(rows.slice(i, i + CHUNK) as never).execute());
  }
}

async function filledArchive(emulator: string, size: number, database: DatabaseConfig): Promise<Archive> {
  const app = await buildApp({ log: false, config: benchConfig(emulator, `bench-scale-${size}`, database) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const user = await signUp(emulator, 'scale');
  const saved = await fetch(`${url}/api/user/profile`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ persona: 'admin', userName: 'Bench', subjectName: 'Rose', subjectRelation: 'grandmother', initialTopics: ['childhood'] }),
  });
  if (!saved.ok) throw new Error(`profile save failed: ${saved.status}`);
  const { archiveId } = (await app.repos.archives.findMembership(user.localId))!;
  const conversations = Array.from({ length: CONVERSATIONS }, () => crypto.randomUUID());
  for (const id of conversations) await app.repos.conversations.claim(id, user.localId, archiveId);
  // Distinct, increasing times over the last `size` minutes.
  const start = Date.now() - size * 60_000;
  const at = (i: number) => new Date(start + i * 60_000).toISOString();
  const convo = (i: number) => conversations[i % CONVERSATIONS]!;
  const n = Array.from({ length: size }, (_, i) => i);
  /** What every row of extraction keeps: its archive, its conversation and when it was made. */
  const extracted = (i: number) => ({ archive_id: archiveId, conversation_id: convo(i), created_at: at(i) });
  await insertAll(
    app,
    'messages',
    n.map((i) => ({ conversation_id: convo(i), client_message_id: `m${i}`, role: i % 2 ? 'assistant' : 'user', content: `Message ${i}: we lived by the sea then.`, complete: 1, created_at: at(i) })),
  );
  await insertAll(
    app,
    'memories',
    n.map((i) => ({
      ...extracted(i),
      source_message_id: null,
      payload: JSON.stringify({ narrator: `Memory ${i}`, people: ['Albert'], dates: ['1948'], places: ['Leeds'], relationships: [], events: ['opened a bakery'] }),
    })),
  );
  await insertAll(
    app,
    'stories',
    n.map((i) => ({
      ...extracted(i),
      title: `Story ${i}`,
      ...benchStory,
      narrative: JSON.stringify(benchStory.narrative),
      people: JSON.stringify(benchStory.people),
      extraction_source: 'story',
    })),
  );
  const openEvery = Math.max(1, Math.floor(size / OPEN_FOLLOW_UPS));
  await insertAll(
    app,
    'loose_facts',
    n.map((i) => ({
      ...extracted(i),
      type: 'person',
      value: `Person ${i}`,
      suggested_prompt: `Tell me more about person ${i}?`,
      followed_up_at: i % openEvery === 0 ? null : at(i + 1),
    })),
  );
  await sql`UPDATE conversations SET updated_at = ${at(size)}`.execute(app.repos.db);
  if (app.store.dialect === 'postgres') await sql`VACUUM ANALYZE`.execute(app.repos.db);
  const memories = await app.repos.db.selectFrom('memories').select('id').where('conversation_id', '=', conversations[0]!).orderBy('id', 'desc').limit(4).execute();
  const high = await app.repos.content.highWater(conversations[0]!);
  return { size, app, url, token: user.idToken, conversations, resumeFrom: `m${memories[3]!.id}.s${high.s}.f${high.f}` };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET, as a browser sends it (gzip accepted); ms until the whole answer is in. */
function timedGet(archive: Archive, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.get(`${archive.url}${path}`, { agent, headers: { authorization: `Bearer ${archive.token}`, 'accept-encoding': 'gzip, deflate, br, zstd' } }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve(performance.now() - t0) : reject(new Error(`${path}: HTTP ${res.statusCode}`))));
    });
    req.on('error', reject);
  });
}

/** GET /events with Last-Event-ID: ms until the three missed memories have arrived. */
function timedResume(archive: Archive): Promise<number> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.get(
      `${archive.url}/events?conversationId=${archive.conversations[0]}`,
      { agent: false, headers: { authorization: `Bearer ${archive.token}`, 'last-event-id': archive.resumeFrom, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`/events: HTTP ${res.statusCode}`));
        res.setEncoding('utf8');
        let text = '';
        res.on('data', (chunk: string) => {
          text += chunk;
          if ((text.match(/^event: memory$/gm) ?? []).length >= 3) {
            resolve(performance.now() - t0);
            req.destroy();
          }
        });
        res.on('error', () => undefined);
      },
    );
    req.on('error', reject);
  });
}

/** Drops the stories cache (as a new story does) and waits until this instance has dropped it. */
async function dropStoryCache(archive: Archive) {
  const signals = archive.app.store.signals;
  const payload = `stories:|${wallNow()}`;
  const heard = new Promise<void>((resolve) => {
    const off = signals.listen('kinstory_cache', (p) => {
      if (p === payload) {
        off();
        resolve();
      }
    });
  });
  // "stories:" + a prefix no key has would drop nothing: drop the whole stories cache.
  await signals.notify('kinstory_cache', 'stories:');
  await signals.notify('kinstory_cache', payload);
  await heard;
}

interface Call {
  name: string;
  time: (a: Archive) => Promise<number>;
}

const calls: Call[] = [
  { name: 'GET /api/conversations', time: (a) => timedGet(a, '/api/conversations') },
  { name: 'GET /api/stories?limit=20', time: async (a) => (await dropStoryCache(a), timedGet(a, '/api/stories?limit=20')) },
  { name: 'GET /api/stories?limit=10&sort… (contrib.)', time: async (a) => (await dropStoryCache(a), timedGet(a, '/api/stories?limit=10&sortBy=created_at&sortOrder=DESC')) },
  { name: 'GET /api/stories/stats', time: (a) => timedGet(a, '/api/stories/stats') },
  { name: 'GET /api/loose-facts?includeFollowedUp=false', time: (a) => timedGet(a, '/api/loose-facts?includeFollowedUp=false') },
  { name: 'GET /api/user/profile', time: (a) => timedGet(a, '/api/user/profile') },
  { name: 'GET /events, Last-Event-ID 3 back', time: timedResume },
];

async function measure(dialect: string, archives: Archive[]) {
  const fmt = (v: number) => v.toFixed(2).padStart(7);
  const header = `${'call'.padEnd(46)}${archives.map((a) => `${a.size.toLocaleString('en')}: p50 / p99 ms`.padStart(26)).join('')}   ${`${archives.at(-1)!.size.toLocaleString('en')}/${archives[0]!.size.toLocaleString('en')} p50 (p99)`}`;
  console.log(`\n${dialect}: ${SAMPLES} requests per call and size, one at a time, sizes in turn\n${header}`);
  const verdicts: string[] = [];
  for (const call of calls) {
    const times = archives.map(() => [] as number[]);
    for (let i = 0; i < WARMUP + SAMPLES; i++) {
      for (const [k, a] of archives.entries()) {
        const ms = await call.time(a);
        if (i >= WARMUP) times[k]!.push(ms);
      }
    }
    const p50 = times.map((t) => percentile(t, 50));
    const p99 = times.map((t) => percentile(t, 99));
    const ratio = p50.at(-1)! / p50[0]!;
    const ratio99 = p99.at(-1)! / p99[0]!;
    console.log(`${call.name.padEnd(46)}${p50.map((v, k) => `${fmt(v)} / ${fmt(p99[k]!)}`.padStart(26)).join('')}   ${ratio.toFixed(2).padStart(6)} (${ratio99.toFixed(2)})${ratio <= 1.5 ? '' : '  > 1.5'}`);
    if (ratio > 1.5) verdicts.push(call.name);
  }
  console.log(`${dialect}: ${verdicts.length ? `NOT met (p50 grows > 1.5×): ${verdicts.join('; ')}` : 'goal met: every call p50 ≤ 1.5× from smallest to largest'}`);
}

async function main() {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST || EMULATOR_HOST;
  const stopEmulator = await startAuthEmulator(emulator);
  const postgres = DIALECTS.includes('postgres') ? await benchPostgres() : null;
  try {
    for (const dialect of DIALECTS) {
      const archives: Archive[] = [];
      try {
        const t0 = performance.now();
        for (const size of SIZES) {
          archives.push(await filledArchive(emulator, size, dialect === 'postgres' ? await postgres!.database(`scale_${size}`) : benchSqlite(`bench-scale-${size}`)));
        }
        console.log(`${dialect}: archives of ${SIZES.map((s) => s.toLocaleString('en')).join(', ')} filled in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
        await measure(dialect, archives);
      } finally {
        for (const a of archives) await a.app.close();
      }
    }
  } finally {
    agent.destroy();
    await postgres?.stop();
    await stopEmulator();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
