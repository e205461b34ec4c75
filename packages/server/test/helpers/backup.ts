import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { TestServer } from './app.ts';
import { upload, wav } from './audio.ts';
import { createFamily, type TestFamily } from './family.ts';
import { chat, items, waitFor } from './sse.ts';
import type { TestUser } from './users.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Runs `npm run backup` / `npm run restore` (their scripts under tsx) as a child process, without
 * blocking this process: a server in it keeps serving meanwhile.
 */
export function runScript(script: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', `${root}packages/server/scripts/${script}.ts`, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

/**
 * Every row of every table of a database of either dialect, sorted (order on disk does not
 * matter), and the migrations it ran. The migrator's own rows carry the time each ran, so of
 * those only the names are compared.
 */
export async function archiveRows(db: Kysely<unknown>) {
  const any = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const tables: Record<string, Record<string, unknown>[]> = {};
  for (const { name } of await db.introspection.getTables()) {
    if (name.startsWith('kysely_migration')) continue;
    const rows = (await any.selectFrom(name).selectAll().execute()) as Record<string, unknown>[];
    tables[name] = rows.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  const migrations = (await any.selectFrom('kysely_migration').select('name').orderBy('name').execute()).map((r) => r.name);
  return { migrations, tables };
}

export const STORY =
  'In August 1958 my brother Pete and I took the bus to Blackpool without telling anyone. We spent every penny on the pier and then realised we had no fare home. A kind lady from Preston paid for our tickets and we got back after midnight. Dad was waiting on the step and he never said a word, he just pointed at the stairs.';
export const STORY2 =
  'In May 1963 my sister Rose and I sailed from Liverpool to Canada on a big ship. We were seasick for days and then one morning we saw the icebergs. Mum cried when we landed in Halifax and a man from the church drove us to our uncle in Toronto that night.';

/**
 * An archive worth backing up, made the way a family makes one: two chats whose extraction made
 * memories, stories and follow-up items, one item answered by the organiser, a story corrected and
 * given a family perspective, encouragement seen and unseen. Resolves once every
 * extraction job is done.
 */
export async function fillArchive(server: TestServer) {
  const family = await createFamily(server);
  const teller = family.members.storyteller;
  const conversationIds: string[] = [];
  for (const [i, text] of [STORY, STORY2].entries()) {
    const conversationId = randomUUID();
    // The first is spoken: its recording is kept with it (issue #17), and must survive a backup.
    const kept = i === 0 ? await upload(server, teller.token, wav(3_000, 7)) : undefined;
    if (kept && kept.status !== 201) throw new Error(`upload: ${JSON.stringify(kept.body)}`);
    const res = await chat(server.url, teller.token, { text, conversationId, messageId: randomUUID(), recordingId: kept?.body.recordingId });
    if (items(res.events).at(-1) !== '[DONE]') throw new Error('the chat did not end');
    conversationIds.push(conversationId);
  }
  // A voice memory still waiting for its words: only its recording holds what was said.
  const memory = await upload(server, teller.token, wav(2_000, 9));
  const kept = await server.request('POST', `/api/conversations/${conversationIds[1]}/voice-memories`, { token: teller.token, body: { recordingId: memory.body.recordingId } });
  if (kept.status !== 201) throw new Error(`voice memory: ${kept.text}`);
  await waitForJobs(server);
  const facts = await server.request('GET', '/api/loose-facts', { token: family.admin.token });
  if (!facts.body.facts.length) throw new Error('the chats made no follow-up items');
  const answered = await server.request('POST', `/api/loose-facts/${facts.body.facts[0].id}/mark-followed-up`, { token: family.admin.token });
  if (answered.status !== 200) throw new Error(`mark-followed-up: ${answered.text}`);
  // A corrected, confirmed story: its revisions go with the archive.
  const stories = await server.request('GET', '/api/stories', { token: family.admin.token });
  const corrected = await server.request('PATCH', `/api/stories/${stories.body.stories[0].id}`, {
    token: family.members.storyteller.token,
    body: { narrative: { place: 'Whitby' }, status: 'confirmed' },
  });
  if (corrected.status !== 200) throw new Error(`PATCH story: ${corrected.text}`);
  // A family perspective on it, and encouragement for the storyteller: one seen, one not yet.
  const perspective = await server.request('POST', `/api/stories/${stories.body.stories[0].id}/perspectives`, {
    token: family.members.contributor.token,
    body: { text: 'Dad told it differently: it was Whitby, and it rained.' },
  });
  if (perspective.status !== 201) throw new Error(`POST perspective: ${perspective.text}`);
  const encourage = async (text: string) => {
    const sent = await server.request('POST', '/api/encouragements', { token: family.members.viewer.token, body: { text } });
    if (sent.status !== 201) throw new Error(`POST encouragement: ${sent.text}`);
  };
  await encourage('We loved the Blackpool story!');
  const seen = await server.request('POST', '/api/encouragements/seen', { token: family.members.storyteller.token });
  if (seen.body?.seen !== 1) throw new Error(`POST encouragements/seen: ${seen.text}`);
  await encourage('Tell us about Canada next');
  return { family, conversationIds };
}

export async function waitForJobs(server: TestServer) {
  await waitFor(async () => (await server.app.repos.db.selectFrom('jobs').select('id').where('state', '!=', 'done').execute()).length === 0, 'the extraction jobs');
}

/**
 * What the archive's readers see, as JSON: stories, stats, memories, follow-up items, the archive,
 * and the storyteller's conversations with each one's messages (and the organiser's views). Each
 * must answer 200.
 */
export async function readerAnswers(ask: (url: string, token: string) => Promise<{ status: number; body: unknown }>, family: TestFamily, conversationIds: string[]) {
  const answers: Record<string, unknown> = {};
  const common = ['/api/stories', '/api/stories/stats', '/api/memories', '/api/loose-facts', '/api/archive', '/api/conversations', '/api/encouragements'];
  const asked: [string, TestUser, string][] = [
    ...common.map((url) => ['storyteller', family.members.storyteller, url] as [string, TestUser, string]),
    ...conversationIds.map((id) => ['storyteller', family.members.storyteller, `/api/conversations/${id}/messages`] as [string, TestUser, string]),
    ...common.map((url) => ['admin', family.admin, url] as [string, TestUser, string]),
  ];
  for (const [who, user, url] of asked) {
    const res = await ask(url, user.token);
    if (res.status !== 200) throw new Error(`${who} GET ${url} answered ${res.status}`);
    answers[`${who} ${url}`] = res.body;
  }
  return answers;
}

export const askServer = (server: TestServer) => async (url: string, token: string) => {
  const res = await server.request('GET', url, { token });
  return { status: res.status, body: res.body as unknown };
};

export const askApp = (app: FastifyInstance) => async (url: string, token: string) => {
  const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: res.json() as unknown };
};
