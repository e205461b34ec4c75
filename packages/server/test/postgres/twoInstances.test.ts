import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { embeddedProviders } from '../../src/plugins/providers.ts';
import { testConfig, useTestServer } from '../helpers/app.ts';
import { createFamily } from '../helpers/family.ts';
import { slowInterviewer } from '../helpers/providers.ts';
import { chat, subscribe, waitFor } from '../helpers/sse.ts';
import { createUser } from '../helpers/users.ts';

const STORY =
  'In August 1958 my brother Pete and I took the bus to Blackpool without telling anyone. We spent every penny on the pier and then realised we had no fare home. A kind lady from Preston paid for our tickets and we got back after midnight. Dad was waiting on the step and he never said a word, he just pointed at the stairs.';
const STORY2 =
  'In May 1963 my sister Rose and I sailed from Liverpool to Canada on a big ship. Mum cried when we landed in Halifax and a man from the church drove us to our uncle in Toronto that night.';

const key = (e: { event?: string; id?: string; data: string }) => `${e.event}|${e.id}|${e.data}`;

/**
 * Two server instances on one PostgreSQL database behave as one (issue #13): events written
 * through one reach subscribers of the other, in order and once; a resume works on either; the
 * shared limits hold across both.
 */
describe('two instances on one PostgreSQL', () => {
  const config = testConfig();
  const options = { config, providers: { ...embeddedProviders(), interviewer: slowInterviewer() }, limits: { chatPerMinute: 8, maxOpenChatStreams: 2 } };
  const a = useTestServer(options);
  const b = useTestServer(options);

  it('a chat through A reaches B’s subscriber in order, exactly once; B’s subscriber resumes on A', async () => {
    const family = await createFamily(a);
    const teller = family.members.storyteller;
    const conversationId = randomUUID();

    const onB = await subscribe(b.url, teller.token, conversationId);
    const onA = await subscribe(a.url, teller.token, conversationId);
    await chat(a.url, teller.token, { text: STORY, conversationId, messageId: randomUUID() });
    const stored = async () => {
      const rows = await a.app.repos.content.rowsSince(conversationId, { m: 0, s: 0, f: 0 });
      return rows.memories.length + rows.stories.length + rows.followUpItems.length;
    };
    const firstTurn = await stored();
    expect(firstTurn).toBeGreaterThanOrEqual(3);
    await waitFor(async () => onB.events.length >= firstTurn, 'B to receive the first turn');
    await waitFor(async () => onA.events.length >= firstTurn, 'A to receive the first turn');
    // The same events, in the same order, on both instances; a memory, a story and follow-up items.
    expect(onB.events.map(key)).toEqual(onA.events.map(key));
    expect(new Set(onB.events.map((e) => e.event))).toEqual(new Set(['memory', 'story', 'looseFact']));
    expect(onB.events[0]!.event).toBe('memory');

    // B's subscriber drops after the first turn and resumes on A after a second turn went through B.
    const lastSeen = onB.events.at(-1)!.id!;
    onB.close();
    await chat(b.url, teller.token, { text: STORY2, conversationId, messageId: randomUUID() });
    const total = await stored();
    expect(total).toBeGreaterThan(firstTurn);
    const resumed = await subscribe(a.url, teller.token, conversationId, lastSeen);
    await waitFor(async () => resumed.events.length >= total - firstTurn, 'the missed events on A');
    await waitFor(async () => onA.events.length >= total, 'A’s live subscriber to receive the second turn');
    // Nothing lost, nothing repeated: the resumed stream is exactly what the live one had after lastSeen.
    const live = onA.events.map(key);
    expect(resumed.events.map(key)).toEqual(live.slice(live.indexOf(key(onB.events.at(-1)!)) + 1));
    expect(new Set(live).size).toBe(total);
    await new Promise((r) => setTimeout(r, 300));
    expect(resumed.events).toHaveLength(total - firstTurn);
    resumed.close();
    onA.close();
  });

  it('the per-user chat limit holds across A and B: the 9th chat of the minute is refused on either', async () => {
    const user = await createUser('limited');
    const conversationId = randomUUID();
    const statuses: number[] = [];
    // A finished reply's stream lease is given back within moments (closeStream); each chat waits
    // for that, so what is counted here is the rate limit alone, not the open-stream cap.
    const noStreamOpen = async () => (await a.app.repos.db.selectFrom('open_streams').select('id').where('uid', '=', user.uid).execute()).length === 0;
    for (let i = 0; i < 8; i++) {
      const server = i % 2 === 0 ? a : b;
      await waitFor(noStreamOpen, 'the last reply’s stream lease to be given back');
      statuses.push((await chat(server.url, user.token, { text: `Hello number ${i}`, conversationId, messageId: randomUUID() })).status);
    }
    expect(statuses).toEqual(Array(8).fill(200));
    for (const server of [a, b]) {
      await waitFor(noStreamOpen, 'the last reply’s stream lease to be given back');
      const refused = await chat(server.url, user.token, { text: 'One more', conversationId, messageId: randomUUID() });
      expect(refused.status).toBe(429);
      expect(refused.json).toEqual({ error: 'Too many requests: please wait a moment and try again' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('the open-stream cap is atomic across instances: of 5 simultaneous streams, exactly 2 open', async () => {
    const user = await createUser('streams');
    const conversationId = randomUUID();
    const post = (server: typeof a, text: string, signal?: AbortSignal) =>
      fetch(`${server.url}/chat`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ text, conversationId, messageId: randomUUID() }),
        signal,
      });
    const controller = new AbortController();
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => post(i % 2 === 0 ? a : b, `SLOW ${i}`, controller.signal)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 429, 429, 429]);
    const refused = answers.find((r) => r.status === 429)!;
    expect(await refused.json()).toEqual({ error: 'At most 2 replies can stream at once: please wait for one to finish' });
    controller.abort();
    // Closed streams give their places back.
    await waitFor(async () => {
      const open = await a.app.repos.db.selectFrom('open_streams').select('id').where('uid', '=', user.uid).execute();
      return open.length === 0;
    }, 'the stream leases to be released');
    const again = await post(b, 'Hello again');
    expect(again.status).toBe(200);
    await again.text();
  });

  it('simultaneous first writes by one user make one archive, never a 500', async () => {
    const user = await createUser('racer');
    // Six profile saves and two chats (the open-stream cap is 2), over both instances at once.
    const writes = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i < 6
          ? (i % 2 === 0 ? a : b).request('PUT', '/api/user/profile', { token: user.token, body: { persona: 'admin', userName: 'Ray', subjectName: 'Gran' } })
          : chat((i % 2 === 0 ? a : b).url, user.token, { text: 'Hello there', conversationId: randomUUID(), messageId: randomUUID() }),
      ),
    );
    expect(writes.map((w) => w.status)).toEqual(Array(8).fill(200));
    const archives = await a.app.repos.db.selectFrom('members').select('archive_id').where('uid', '=', user.uid).execute();
    expect(archives).toHaveLength(1);
  });

  it('a new story written through A shows in B’s story list within two seconds', async () => {
    const family = await createFamily(a);
    const before = await b.request('GET', '/api/stories', { token: family.admin.token });
    expect(before.body.stories).toEqual([]);
    await chat(a.url, family.members.storyteller.token, { text: STORY, conversationId: randomUUID(), messageId: randomUUID() });
    const started = Date.now();
    await waitFor(async () => (await b.request('GET', '/api/stories', { token: family.admin.token })).body.stories.length === 1, 'the story on B', 2_000);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
