/**
 * `npm run bench:api`: authenticated GET /api/stories (20 stories) against a bare Fastify
 * hello-world, on this machine, in one run. Prints req/s, p50 and p99 of both and the ratio
 * (goal ≥ 0.6). Not part of npm test.
 *
 * Every request carries the Accept-Encoding a browser sends (the app's only client is a browser),
 * so the stories list goes out gzip-encoded as it does in use. A third row, asking for identity
 * encoding, shows what the raw 13 KB answer costs; it is printed, not judged.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { benchConfig } from './config.ts';
import { EMULATOR_HOST, startAuthEmulator } from '../test/helpers/emulator.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
/** Alternating rounds, medians reported: the machine is shared, so load drifts during a run. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function signUp(host: string) {
  const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.test`, password: 'bench-password', returnSecureToken: true }),
  });
  return (await res.json()) as { idToken: string; localId: string };
}

function run(url: string, headers: Record<string, string> = {}) {
  // The load generator runs in a worker thread, so the server's event loop does not share it.
  return autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S, workers: 1 });
}

async function main() {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST || EMULATOR_HOST;
  const stopEmulator = await startAuthEmulator(host);
  const app = await buildApp({
    log: false,
    config: benchConfig(host, 'bench'),
  });
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    await hello.listen({ port: 0, host: '127.0.0.1' });
    const appUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const helloUrl = `http://127.0.0.1:${(hello.server.address() as { port: number }).port}/`;

    const user = await signUp(host);
    const auth = { authorization: `Bearer ${user.idToken}` };
    const saved = await fetch(`${appUrl}/api/user/profile`, {
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
        theme: 'family',
        summary: 'A summary of the story. '.repeat(3),
        content: 'The story as Rose told it. '.repeat(20),
        significance_level: 'medium',
        significance_reason: 'Part of the family history',
        narrative: { people: ['Albert', 'Margaret'], dateContext: '1948', place: 'Leeds', actionOrEvent: 'opened a bakery' },
        people: ['Albert', 'Margaret'],
      });
    }
    const check = (await (await fetch(`${appUrl}/api/stories`, { headers: auth })).json()) as { stories: unknown[] };
    if (check.stories.length !== 20) throw new Error(`expected 20 stories, got ${check.stories.length}`);

    console.log(`autocannon: ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION_S} s each, medians\n`);
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const results: Record<'base' | 'stories' | 'identity', autocannon.Result[]> = { base: [], stories: [], identity: [] };
    for (let round = 0; round < ROUNDS; round++) {
      results.base.push(await run(helloUrl, browser));
      results.stories.push(await run(`${appUrl}/api/stories`, { ...auth, ...browser }));
      results.identity.push(await run(`${appUrl}/api/stories`, { ...auth, 'accept-encoding': 'identity' }));
    }
    for (const r of [...results.base, ...results.stories, ...results.identity]) {
      if (r.non2xx || r.errors) throw new Error(`${r.url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const summary = (rs: autocannon.Result[]) => ({
      rps: median(rs.map((r) => r.requests.average)),
      p50: median(rs.map((r) => r.latency.p50)),
      p99: median(rs.map((r) => r.latency.p99)),
    });
    const base = summary(results.base);
    const stories = summary(results.stories);
    const identity = summary(results.identity);
    const row = (name: string, r: ReturnType<typeof summary>) =>
      `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(3)} ms   p99 ${String(r.p99).padStart(3)} ms`;
    console.log(row('bare Fastify hello-world', base));
    console.log(row('GET /api/stories (20, with token)', stories));
    console.log(row('  the same, identity encoding', identity));
    console.log(`\nidentity-encoding ratio ${(identity.rps / base.rps).toFixed(2)} (not judged)`);
    const ratio = stories.rps / base.rps;
    console.log(`ratio ${ratio.toFixed(2)} (goal ≥ 0.6) ${ratio >= 0.6 ? 'met' : 'NOT met'}`);
  } finally {
    await app.close();
    await hello.close();
    await stopEmulator();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
