/**
 * `npm run bench:api`, on this machine, in one run (not part of npm test):
 * 1. Authenticated GET /api/stories (20 stories) on SQLite and on PostgreSQL, each against the same
 *    bare Fastify hello-world, in alternating rounds. Prints req/s, p50 and p99 and the ratios
 *    (goals: PostgreSQL ≥ 0.5, SQLite ≥ 0.6).
 * 2. For issue #14, printed and not judged: what SQLite's synchronous=FULL (the product's setting)
 *    costs a one-row write (PUT /api/user/profile) against synchronous=NORMAL on a second server.
 * 3. For issue #15, on SQLite and on PostgreSQL (fsync on): what the per-user limits cost a write
 *    (PUT /api/user/profile, one user) and a chat turn (ten storytellers), each with its limits on
 *    against the same server with them off (goal ≥ 0.95 each).
 *
 * Every read carries the Accept-Encoding a browser sends (the app's only client is a browser), so
 * the stories list goes out gzip-encoded as it does in use. BENCH_IDENTITY=1 adds a row asking for
 * identity encoding (what the raw 13 KB answer costs), printed, not judged.
 *
 * PostgreSQL: BENCH_DATABASE_URL, or a throwaway embedded one (fsync=off, as in the tests; the
 * stories list and the membership are cached in the process, so a read reaches the database about
 * once per cache TTL either way).
 */
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import type { Limits } from '../src/limits.ts';
import type { DatabaseConfig } from '../src/config.ts';
import { embeddedProviders, type Providers } from '../src/plugins/providers.ts';
import { benchConfig } from './config.ts';
import { benchPostgres, benchStory, signUp } from './support.ts';
import { EMULATOR_HOST, startAuthEmulator } from '../test/helpers/emulator.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
/** Alternating rounds, medians reported: the machine is shared, so load drifts during a run. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const IDENTITY = process.env.BENCH_IDENTITY === '1';
/** BENCH_PART=reads, writes or limits runs one part (default: all three). */
const PART = process.env.BENCH_PART ?? 'all';

function run(url: string, headers: Record<string, string> = {}, init: Pick<autocannon.Options, 'method' | 'body'> = {}) {
  // The load generator runs in a worker thread, so the servers' event loop does not share it.
  return autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S, workers: 1, ...init });
}

const urlOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

/** A server on `database` with a signed-up admin whose archive holds 20 stories. */
async function storiesServer(emulator: string, name: string, database?: DatabaseConfig, limits?: Partial<Limits>, providers?: Providers) {
  const app = await buildApp({ log: false, config: benchConfig(emulator, name, database), limits, ...(providers ? { providers } : {}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = urlOf(app);
  const user = await signUp(emulator, name);
  const auth = { authorization: `Bearer ${user.idToken}` };
  const saved = await fetch(`${url}/api/user/profile`, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ persona: 'admin', userName: 'Bench', subjectName: 'Rose' }),
  });
  if (!saved.ok) throw new Error(`profile save failed: ${saved.status}`);
  const { archiveId } = (await app.repos.archives.findMembership(user.localId))!;
  for (let i = 0; i < 20; i++) {
    await app.repos.content.addStory({
      archive_id: archiveId,
      conversation_id: null,
      title: `Story ${i}`,
      ...benchStory,
    });
  }
  const check = (await (await fetch(`${url}/api/stories`, { headers: auth })).json()) as { stories: unknown[] };
  if (check.stories.length !== 20) throw new Error(`${name}: expected 20 stories, got ${check.stories.length}`);
  return { app, url, auth };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const summary = (rs: autocannon.Result[]) => ({
  rps: median(rs.map((r) => r.requests.average)),
  p50: median(rs.map((r) => r.latency.p50)),
  p99: median(rs.map((r) => r.latency.p99)),
});
const row = (name: string, r: ReturnType<typeof summary>) =>
  `${name.padEnd(44)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(3)} ms   p99 ${String(r.p99).padStart(3)} ms`;
function checkClean(results: autocannon.Result[]) {
  for (const r of results) if (r.non2xx || r.errors) throw new Error(`${r.url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
}

/**
 * Two servers under the same load in alternating rounds (the machine is shared, so load drifts):
 * prints the heading and each one's medians, and answers the second's req/s over the first's.
 */
async function alternatingRounds<S>(heading: string, servers: [S, S], names: [string, string], load: (server: S) => Promise<autocannon.Result>): Promise<number> {
  console.log(`\n${heading}, ${ROUNDS} alternating rounds of ${DURATION_S} s, medians\n`);
  const results: [autocannon.Result[], autocannon.Result[]] = [[], []];
  for (let round = 0; round < ROUNDS; round++) {
    results[0].push(await load(servers[0]));
    results[1].push(await load(servers[1]));
  }
  checkClean([...results[0], ...results[1]]);
  const [first, second] = results.map(summary) as [ReturnType<typeof summary>, ReturnType<typeof summary>];
  console.log(row(names[0], first));
  console.log(row(names[1], second));
  return second.rps / first.rps;
}

/** Issue #15's verdict on a limits on / off ratio: the limits may cost at most 5%. */
const limitsVerdict = (ratio: number) => `${ratio.toFixed(2)} (goal ≥ 0.95: the limits cost at most 5%) ${ratio >= 0.95 ? 'met' : 'NOT met'}`;

/** PUT /api/user/profile: one row upserted in a transaction. */
const profileWrite = (s: { url: string; auth: Record<string, string> }) =>
  run(`${s.url}/api/user/profile`, { ...s.auth, 'content-type': 'application/json' }, { method: 'PUT', body: JSON.stringify({ userName: 'Bench writer' }) });

async function reads(emulator: string, database: DatabaseConfig) {
  const sqlite = await storiesServer(emulator, 'bench-api-sqlite');
  const postgres = await storiesServer(emulator, 'bench-api-pg', database);
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  await hello.listen({ port: 0, host: '127.0.0.1' });
  try {
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const results = { base: [] as autocannon.Result[], sqlite: [] as autocannon.Result[], postgres: [] as autocannon.Result[], identity: [] as autocannon.Result[] };
    console.log(`reads: autocannon, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION_S} s each, medians\n`);
    for (let round = 0; round < ROUNDS; round++) {
      results.base.push(await run(`${urlOf(hello)}/`, browser));
      results.sqlite.push(await run(`${sqlite.url}/api/stories`, { ...sqlite.auth, ...browser }));
      results.postgres.push(await run(`${postgres.url}/api/stories`, { ...postgres.auth, ...browser }));
      if (IDENTITY) results.identity.push(await run(`${sqlite.url}/api/stories`, { ...sqlite.auth, 'accept-encoding': 'identity' }));
    }
    checkClean([...results.base, ...results.sqlite, ...results.postgres, ...results.identity]);
    const base = summary(results.base);
    const lite = summary(results.sqlite);
    const pgs = summary(results.postgres);
    console.log(row('bare Fastify hello-world', base));
    console.log(row('GET /api/stories (20, with token), SQLite', lite));
    console.log(row('GET /api/stories (20, with token), PostgreSQL', pgs));
    if (IDENTITY) console.log(row('  SQLite, identity encoding', summary(results.identity)));
    const liteRatio = lite.rps / base.rps;
    const pgRatio = pgs.rps / base.rps;
    console.log(`\nSQLite     / hello-world ${liteRatio.toFixed(2)} (goal ≥ 0.6) ${liteRatio >= 0.6 ? 'met' : 'NOT met'}`);
    console.log(`PostgreSQL / hello-world ${pgRatio.toFixed(2)} (goal ≥ 0.5) ${pgRatio >= 0.5 ? 'met' : 'NOT met'}`);
    console.log(`PostgreSQL / SQLite      ${(pgs.rps / lite.rps).toFixed(2)}`);
  } finally {
    await sqlite.app.close();
    await postgres.app.close();
    await hello.close();
  }
}

/**
 * synchronous=FULL (product) against NORMAL, on two SQLite servers alike. The pragma is per
 * connection; the app's Kysely SQLite dialect has one connection, so running it through app.store.db
 * sets it on the connection the app writes with, with no switch in the product.
 */
async function writes(emulator: string) {
  // Writes are rate limited per user; this part measures the disk, so without the limit.
  const full = await storiesServer(emulator, 'bench-api-full', undefined, { profilePerMinute: Infinity });
  const normal = await storiesServer(emulator, 'bench-api-normal', undefined, { profilePerMinute: Infinity });
  await sql`PRAGMA synchronous = NORMAL`.execute(normal.app.store.db);
  const level = async (s: typeof full) => (await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(s.app.store.db)).rows[0]!.synchronous;
  // 2 = FULL, 1 = NORMAL.
  if ((await level(full)) !== 2 || (await level(normal)) !== 1) throw new Error('synchronous levels not as intended');
  try {
    const normalOverFull = await alternatingRounds(
      `writes (issue #14, not judged): PUT /api/user/profile (one row upserted in a transaction), ${CONNECTIONS} connections`,
      [full, normal],
      ['SQLite synchronous=FULL (product)', 'SQLite synchronous=NORMAL'],
      profileWrite,
    );
    console.log(`\nFULL / NORMAL write req/s ${(1 / normalOverFull).toFixed(2)}`);
  } finally {
    await full.app.close();
    await normal.app.close();
  }
}

/**
 * Issue #15: what the per-user limits cost. Reads (GET /api/stories, part 1) carry no rate limit.
 * A write does: PUT /api/user/profile with its limit on (a huge max: counted on every request,
 * never refused) against the same server kind with it off, alternating. On SQLite the count is the
 * plugin's in-memory store (one instance per file); on PostgreSQL it is a row in the database that
 * every instance shares, so there a write pays one more round trip.
 */
async function limitsCost(emulator: string, label: string, database?: DatabaseConfig) {
  const on = await storiesServer(emulator, `bench-api-limits-on-${label}`, database, { profilePerMinute: 1e9 });
  const off = await storiesServer(emulator, `bench-api-limits-off-${label}`, database, { profilePerMinute: Infinity });
  try {
    const ratio = await alternatingRounds(
      `limits (issue #15), ${label}: PUT /api/user/profile with and without its per-user rate limit, product settings`,
      [off, on],
      ['rate limit off', 'rate limit on (counted, never refused)'],
      profileWrite,
    );
    console.log(`\n${label}: limits on / off, write req/s ${limitsVerdict(ratio)}; reads carry no rate limit`);
  } finally {
    await on.app.close();
    await off.app.close();
  }
}

/**
 * The hot path's share (issue #15): a whole chat turn (POST /chat, the storyteller's message stored,
 * a 20-token reply streamed and stored, its extraction queued) with the chat's limits on (the
 * per-user rate limit counted and the open-stream lease taken, never refused) against the same
 * server with both off. Each connection is its own storyteller going round 20 conversations
 * (chatRequest.cjs): ten people chatting at once, as fast as replies come.
 */
async function chatLimitsCost(emulator: string, label: string, database?: DatabaseConfig) {
  const embedded = embeddedProviders();
  const providers: Providers = {
    ...embedded,
    interviewer: {
      ...embedded.interviewer,
      async *reply() {
        for (let i = 0; i < 20; i++) yield `word${i} `;
      },
    },
    extractor: { extract: async () => ({ memory: { narrator: '', people: [], dates: [], places: [], relationships: [], events: [] }, story: null, followUpItems: [] }) },
  };
  const caps = { maxConversationsPerArchive: 1e9, maxMessagesPerConversation: 1e9 };
  const on = await storiesServer(emulator, `bench-api-chat-on-${label}`, database, { ...caps, chatPerMinute: 1e9, maxOpenChatStreams: 1e9 }, providers);
  const off = await storiesServer(emulator, `bench-api-chat-off-${label}`, database, { ...caps, chatPerMinute: Infinity, maxOpenChatStreams: Infinity }, providers);
  try {
    const chat = (s: typeof on) => {
      // Read by chatRequest.cjs in autocannon's worker, which is started with this environment.
      process.env.BENCH_CHAT_TOKENS = JSON.stringify(tokens.get(s));
      return autocannon({
        url: `${s.url}/chat`,
        connections: CONNECTIONS,
        duration: DURATION_S,
        workers: 1,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        requests: [{ setupRequest: fileURLToPath(new URL('./chatRequest.cjs', import.meta.url)) as unknown as autocannon.Request['setupRequest'] }],
      });
    };
    // One storyteller per connection, each with their own archive.
    const storytellers = async (s: typeof on) =>
      Promise.all(
        Array.from({ length: CONNECTIONS }, async (_, i) => {
          const user = await signUp(emulator, `bench-chat-${i}`);
          const headers = { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' };
          const saved = await fetch(`${s.url}/api/user/profile`, { method: 'PUT', headers, body: JSON.stringify({ persona: 'admin', userName: `Teller ${i}` }) });
          const first = await fetch(`${s.url}/chat`, { method: 'POST', headers, body: JSON.stringify({ text: 'Hello', conversationId: crypto.randomUUID() }) });
          const text = await first.text();
          if (!saved.ok || !first.ok || !text.includes('[DONE]')) throw new Error(`chat turn failed: ${first.status} ${text.slice(0, 200)}`);
          return user.idToken;
        }),
      );
    const tokens = new Map([
      [on, await storytellers(on)],
      [off, await storytellers(off)],
    ]);
    const ratio = await alternatingRounds(
      `limits (issue #15), ${label}: chat turns (POST /chat) with and without the chat's limits`,
      [off, on],
      ['chat limits off', 'chat limits on (counted, never refused)'],
      chat,
    );
    console.log(`\n${label}: limits on / off, chat turns/s (the hot path) ${limitsVerdict(ratio)}`);
  } finally {
    await on.app.close();
    await off.app.close();
  }
}

/** fsync on the whole PostgreSQL server (a reloadable setting). A BENCH_DATABASE_URL server is left as it is. */
async function setFsync(adminUrl: string, on: boolean) {
  if (process.env.BENCH_DATABASE_URL) return;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`ALTER SYSTEM SET fsync = ${on ? 'on' : 'off'}`);
    await client.query('SELECT pg_reload_conf()');
  } finally {
    await client.end();
  }
}

async function main() {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST || EMULATOR_HOST;
  const stopEmulator = await startAuthEmulator(emulator);
  const postgres = PART === 'all' || PART === 'reads' || PART === 'limits' ? await benchPostgres() : null;
  try {
    if (postgres && PART !== 'limits') await reads(emulator, await postgres.database('api'));
    if (PART === 'all' || PART === 'writes') await writes(emulator);
    if (postgres && (PART === 'all' || PART === 'limits')) {
      await limitsCost(emulator, 'SQLite');
      await chatLimitsCost(emulator, 'SQLite');
      // Product settings: the embedded server runs with fsync=off for the tests; a write here waits
      // for its commit to reach the disk, as it does in a deployment.
      await setFsync(postgres.adminUrl, true);
      try {
        await limitsCost(emulator, 'PostgreSQL', await postgres.database('limits'));
        await chatLimitsCost(emulator, 'PostgreSQL', await postgres.database('chat-limits'));
      } finally {
        await setFsync(postgres.adminUrl, false);
      }
    }
  } finally {
    await postgres?.stop();
    await stopEmulator();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
