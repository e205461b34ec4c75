/**
 * `npm run bench:export` (not part of npm test): GET /api/archive/export of an archive of 1,000
 * and of 10,000 messages, one in ten with a kept recording of 50–200 KB (100 and 1,000
 * recordings: about 12 MB and 125 MB of audio), one story and one memory per ten messages (20 of
 * them confirmed, so book.pdf has the same 20 chapters in both). Each archive is written straight
 * through the repositories into its own SQLite file; then a fresh server process serves it, and
 * the whole zip is downloaded over HTTP while this process samples the server's resident memory
 * (/proc/<pid>/status). Prints each export's peak RSS (the kernel's high-water mark, VmHWM), its
 * time and size, and the large archive's peak over the small one's against the goal: at most 1.2×.
 * BENCH_MESSAGES (e.g. 1000,10000) and BENCH_RECORDING_EVERY (10) change the archives.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRepositories } from '../src/plugins/db.ts';
import { openStore } from '../src/storage/database.ts';
import { benchSqlite } from './config.ts';
import { signUp } from './support.ts';
import { wav } from '../test/helpers/audio.ts';
import { EMULATOR_HOST, startAuthEmulator } from '../test/helpers/emulator.ts';

const SIZES = (process.env.BENCH_MESSAGES ?? '1000,10000').split(',').map(Number);
const PER_CONVERSATION = 50;
const RECORDING_EVERY = Number(process.env.BENCH_RECORDING_EVERY ?? 10);
const STORY_EVERY = 10;
const CONFIRMED_STORIES = 20;
const GOAL = 1.2;
const serverScript = fileURLToPath(new URL('./exportServer.ts', import.meta.url));

const sentence = (i: number) =>
  `On the ${i}th of the month we walked down to the harbour at Whitby, my brother Pete and I, and watched the boats come in with the herring while Dad mended nets on the wall. `;

/** An archive of `messages` messages for `uid`, written through the repositories; answers the audio bytes kept. */
async function fill(file: string, uid: string, messages: number): Promise<number> {
  const store = await openStore({ dialect: 'sqlite', file });
  await store.ready;
  const repos = createRepositories(store);
  await repos.archives.upsertUser(uid, { email: null, user_name: 'Ann' });
  const { archiveId } = await repos.archives.createArchive(uid, { subject_name: 'Rose', subject_age: 88, subject_relation: 'grandmother', initial_topics: ['childhood'] });
  let audioBytes = 0;
  let stories = 0;
  for (let c = 0; c * PER_CONVERSATION < messages; c++) {
    const conversationId = randomUUID();
    await repos.conversations.claim(conversationId, uid, archiveId);
    const sources: number[] = [];
    await repos.transaction(async (tx) => {
      for (let i = 0; i < PER_CONVERSATION && c * PER_CONVERSATION + i < messages; i++) {
        const n = c * PER_CONVERSATION + i;
        const role = i % 2 === 0 ? 'user' : 'assistant';
        const content = role === 'user' ? sentence(n).repeat(3) : 'What do you remember of the harbour that day? Who else was there?';
        const { row } = await repos.conversations.addMessageOnce(conversationId, { clientMessageId: `m-${n}`, role, content }, tx);
        if (n % RECORDING_EVERY === 0) {
          // Stored in the zip as it is (audio is not deflated), so how well it would compress does not matter.
          const audio = wav(50_000 + Math.floor(Math.random() * 150_000), n);
          audioBytes += audio.length;
          const id = await repos.recordings.store({ archiveId, uid, contentType: 'audio/wav', audio }, tx);
          await repos.recordings.attach(id, { uid, archiveId }, { messageId: row.id }, tx);
        }
        if (role === 'user' && n % STORY_EVERY === 0) sources.push(row.id);
      }
    });
    for (const source of sources) {
      await repos.content.addMemory({
        archive_id: archiveId,
        conversation_id: conversationId,
        source_message_id: source,
        payload: { narrator: 'Rose', people: ['Pete'], dates: ['1958'], places: ['Whitby'], relationships: [{ from: 'Rose', to: 'Pete', relation: 'brother' }], events: ['watched the boats'] },
      });
      await repos.content.addStory({
        archive_id: archiveId,
        conversation_id: conversationId,
        source_message_id: source,
        title: `The harbour at Whitby, part ${stories + 1}`,
        theme: 'family',
        summary: 'Rose and her brother watch the herring boats come in.',
        content: sentence(source).repeat(6),
        significance_level: 'medium',
        significance_reason: 'A family place',
        narrative: { people: ['Pete'], dateContext: 'the summer of 1958', place: 'Whitby', actionOrEvent: 'watched the boats' },
        people: ['Pete'],
        status: stories < CONFIRMED_STORIES ? 'confirmed' : 'draft',
      });
      stories++;
    }
  }
  await store.close();
  return audioBytes;
}

/** A line of /proc/<pid>/status in bytes (VmRSS, VmHWM). */
function statusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(line?.match(/(\d+) kB/)?.[1] ?? NaN) * 1024;
}

/** Serves `file` in a fresh process and downloads its export; answers the server's memory and the zip's size and time. */
async function exportOnce(file: string, emulator: string, token: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverScript], {
    env: { ...process.env, BENCH_DB_FILE: file, BENCH_EMULATOR: emulator },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`the server exited ${code}`))));
  exited.catch(() => undefined);
  const { url } = await Promise.race([new Promise<{ url: string }>((resolve) => child.once('message', (m) => resolve(m as { url: string }))), exited]);
  const pid = child.pid!;
  // Warm: the first authenticated call verifies the token and loads what every request needs.
  await fetch(`${url}/api/archive`, { headers: { authorization: `Bearer ${token}` } });
  const before = statusBytes(pid, 'VmRSS');
  let sampled = before;
  const sampler = setInterval(() => (sampled = Math.max(sampled, statusBytes(pid, 'VmRSS'))), 20);
  const started = performance.now();
  const res = await fetch(`${url}/api/archive/export`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`export answered ${res.status}: ${await res.text()}`);
  let bytes = 0;
  for await (const chunk of res.body!) bytes += (chunk as Uint8Array).length;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const peak = statusBytes(pid, 'VmHWM');
  child.removeAllListeners('exit');
  const gone = new Promise((r) => child.once('exit', r));
  child.send('exit');
  await gone;
  return { before, sampled, peak, bytes, seconds };
}

const mb = (n: number) => `${(n / (1024 * 1024)).toFixed(1)} MB`;

async function main() {
  const stopEmulator = await startAuthEmulator(EMULATOR_HOST);
  try {
    const admin = await signUp(EMULATOR_HOST, 'bench-export');
    const results: { messages: number; peak: number }[] = [];
    console.log(`\nGET /api/archive/export on SQLite: one in ${RECORDING_EVERY} messages with a 50–200 KB recording; the server in its own process\n`);
    for (const messages of SIZES) {
      // One archive per database: the user belongs to one archive in each.
      const { file } = benchSqlite(`export-${messages}`) as { file: string };
      const fillStarted = performance.now();
      const audio = await fill(file, admin.localId, messages);
      const filled = (performance.now() - fillStarted) / 1000;
      const r = await exportOnce(file, EMULATOR_HOST, admin.idToken);
      results.push({ messages, peak: r.peak });
      console.log(
        `${String(messages).padStart(6)} messages (${mb(audio)} of audio, filled in ${filled.toFixed(0)} s): zip ${mb(r.bytes)} in ${r.seconds.toFixed(1)} s; ` +
          `server RSS ${mb(r.before)} before, peak ${mb(r.peak)} (VmHWM; ${mb(r.sampled)} sampled every 20 ms)`,
      );
    }
    if (results.length >= 2) {
      const ratio = results.at(-1)!.peak / results[0]!.peak;
      console.log(`\npeak RSS ${results.at(-1)!.messages} / ${results[0]!.messages} messages: ${ratio.toFixed(2)}× (goal ≤ ${GOAL}×) ${ratio <= GOAL ? 'met' : 'NOT met'}`);
    }
  } finally {
    await stopEmulator();
  }
}

await main();
