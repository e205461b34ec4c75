import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Extractor, Interviewer } from '../../src/providers/llm/types.ts';
import { embeddedProviders } from '../../src/plugins/providers.ts';
import { EXTRACT_JOB } from '../../src/services/extraction.ts';
import { useTestServer } from '../helpers/app.ts';
import { chat, items, subscribe, waitFor } from '../helpers/sse.ts';
import { createUser } from '../helpers/users.ts';

const STORY =
  'In August 1958 my brother Pete and I took the bus to Blackpool without telling anyone. We spent every penny on the pier and then realised we had no fare home. A kind lady from Preston paid for our tickets and we got back after midnight.';

const embedded = embeddedProviders();
let replies = 0;

/** SLOW…: 60 tokens, 25 ms apart (1.5 s); anything else, the embedded interviewer. Counts replies. */
const interviewer: Interviewer = {
  ...embedded.interviewer,
  async *reply(context, signal) {
    replies += 1;
    if (context.history.at(-1)?.content.startsWith('SLOW')) {
      for (let i = 0; i < 60; i++) {
        signal?.throwIfAborted();
        yield `word${i} `;
        await new Promise((r) => setTimeout(r, 25));
      }
      return;
    }
    yield* embedded.interviewer.reply(context, signal);
  },
};

/** Messages with FLAKY fail their first two extraction attempts; with BROKEN, every attempt. */
const attempts = new Map<string, number>();
const extractor: Extractor = {
  async extract(input, signal) {
    const n = (attempts.get(input.message) ?? 0) + 1;
    attempts.set(input.message, n);
    if (input.message.includes('BROKEN') || (input.message.includes('FLAKY') && n <= 2)) throw new Error(`extractor down (attempt ${n})`);
    return embedded.extractor.extract(input, signal);
  },
};

const text = (events: { data: string }[]) =>
  items(events)
    .filter((i): i is { text: string } => typeof i === 'object' && 'text' in i)
    .map((i) => i.text)
    .join('');

/**
 * Nothing a storyteller said is lost (issue #14): replies are checkpointed while they stream, every
 * message's extraction is a durable job, and a repeated messageId never starts a second reply.
 */
describe('durable turns', () => {
  const server = useTestServer({
    providers: { ...embedded, interviewer, extractor },
    jobs: { pollMs: 50, retryDelayMs: () => 100 },
  });
  const rows = (conversationId: string) => server.app.repos.db.selectFrom('messages').selectAll().where('conversation_id', '=', conversationId).orderBy('id').execute();
  const job = async (conversationId: string) => {
    const user = (await rows(conversationId)).find((m) => m.role === 'user')!;
    return server.app.repos.jobs.find(EXTRACT_JOB, String(user.id));
  };

  it('a streaming reply is saved while it streams, marked not complete until it ends', async () => {
    const user = await createUser('checkpoint');
    const conversationId = randomUUID();
    let finished = false;
    const streaming = chat(server.url, user.token, { text: 'SLOW tell me', conversationId, messageId: randomUUID() }).then((res) => {
      finished = true;
      return res;
    });
    // A save of part of the reply, seen while the reply still streams (a checkpoint, not the end).
    const checkpoint = await waitFor(async () => {
      const reply = (await rows(conversationId)).find((m) => m.role === 'assistant');
      return reply && reply.content !== '' && !finished && reply;
    }, 'a checkpoint of the streaming reply');
    expect(checkpoint.complete).toBe(0);
    expect(checkpoint.streaming_until).toBeGreaterThan(Date.now() - 1_000);
    const full = text((await streaming).events);
    expect(full.split(' ').filter(Boolean)).toHaveLength(60);
    expect(full.startsWith(checkpoint.content)).toBe(true);
    expect(checkpoint.content.length).toBeLessThan(full.length);
    const reply = (await rows(conversationId)).find((m) => m.role === 'assistant')!;
    expect(reply).toMatchObject({ content: full, complete: 1, streaming_until: null });
  });

  it('a repeated messageId while the reply streams joins it: one reply, the same text, the interviewer asked once', async () => {
    const user = await createUser('joiner');
    const conversationId = randomUUID();
    const messageId = randomUUID();
    const before = replies;
    const first = chat(server.url, user.token, { text: 'SLOW once', conversationId, messageId });
    await waitFor(async () => (await rows(conversationId)).some((m) => m.role === 'assistant' && m.content !== ''), 'the reply to start');
    const second = await chat(server.url, user.token, { text: 'SLOW once', conversationId, messageId });
    const firstText = text((await first).events);
    expect(text(second.events)).toBe(firstText);
    expect(items(second.events).at(-1)).toBe('[DONE]');
    expect(replies - before).toBe(1);
    const stored = await rows(conversationId);
    expect(stored.map((m) => [m.role, m.complete])).toEqual([
      ['user', 1],
      ['assistant', 1],
    ]);
    // After it ended, the same messageId gets the stored reply at once.
    const third = await chat(server.url, user.token, { text: 'SLOW once', conversationId, messageId });
    expect(items(third.events)[0]).toEqual({ text: firstText });
    expect(replies - before).toBe(1);
  });

  it('messages sent without a messageId are never taken for each other', async () => {
    const user = await createUser('noid');
    const conversationId = randomUUID();
    await Promise.all([chat(server.url, user.token, { text: 'First thing', conversationId }), chat(server.url, user.token, { text: 'Second thing', conversationId })]);
    const stored = await rows(conversationId);
    expect(stored.filter((m) => m.role === 'user').map((m) => m.content).sort()).toEqual(['First thing', 'Second thing']);
    for (const m of stored.filter((r) => r.role === 'user')) expect(m.client_message_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('a failed extraction is retried by the job runner with backoff; its results reach /events once', async () => {
    const user = await createUser('flaky');
    const conversationId = randomUUID();
    const events = await subscribe(server.url, user.token, conversationId);
    const message = `FLAKY ${STORY}`;
    const res = await chat(server.url, user.token, { text: message, conversationId, messageId: randomUUID() });
    // The live attempt failed: no {memory} in the reply stream, and the storyteller's words are kept.
    expect(items(res.events).some((i) => typeof i === 'object' && 'memory' in i)).toBe(false);
    const done = await waitFor(async () => {
      const j = await job(conversationId);
      return j?.state === 'done' && j;
    }, 'the extraction job to be done');
    expect(done.attempts).toBe(3);
    expect(attempts.get(message)).toBe(3);
    await waitFor(async () => events.events.some((e) => e.event === 'story'), 'the story on /events');
    const memories = await server.app.repos.db.selectFrom('memories').select('id').where('conversation_id', '=', conversationId).execute();
    expect(memories).toHaveLength(1);
    expect(events.events.filter((e) => e.event === 'memory')).toHaveLength(1);
    events.close();
  });

  it('after its last attempt a job is failed for good, the reason kept; the message stays stored', async () => {
    const user = await createUser('broken');
    const conversationId = randomUUID();
    await chat(server.url, user.token, { text: 'BROKEN memory of the war', conversationId, messageId: randomUUID() });
    const failed = await waitFor(async () => {
      const j = await job(conversationId);
      return j?.state === 'failed' && j;
    }, 'the extraction job to fail for good');
    expect(failed).toMatchObject({ attempts: 5, max_attempts: 5, last_error: 'extractor down (attempt 5)' });
    expect((await rows(conversationId))[0]).toMatchObject({ role: 'user', content: 'BROKEN memory of the war' });
    await new Promise((r) => setTimeout(r, 300));
    expect(attempts.get('BROKEN memory of the war')).toBe(5);
  });
});

describe('follow-up items followed up on their own', () => {
  const server = useTestServer();

  it('an open item the storyteller later tells about is marked followed up; a passing mention leaves one open', async () => {
    const user = await createUser('okafor');
    const conversationId = randomUUID();
    await chat(server.url, user.token, { text: 'I grew up in Lagos with my mother.', conversationId, messageId: randomUUID() });
    const { archiveId } = (await server.app.repos.archives.findMembership(user.uid))!;
    const okafor = await server.app.repos.content.addFollowUpItem({ archive_id: archiveId, conversation_id: conversationId, type: 'person', value: 'Mr. Okafor', suggested_prompt: 'Who was Mr. Okafor?', followed_up_at: null });
    const ibadan = await server.app.repos.content.addFollowUpItem({ archive_id: archiveId, conversation_id: conversationId, type: 'place', value: 'Ibadan', suggested_prompt: 'What took you to Ibadan?', followed_up_at: null });
    await chat(server.url, user.token, {
      text: 'Mr. Okafor was our headmaster and he was very strict. He made us recite poems every Friday morning, and once we drove past Ibadan on a school trip.',
      conversationId,
      messageId: randomUUID(),
    });
    const facts = await waitFor(async () => {
      const res = await server.request('GET', '/api/loose-facts?includeFollowedUp=true', { token: user.token });
      const byId = new Map((res.body.facts as { id: string; followed_up: boolean }[]).map((f) => [f.id, f.followed_up]));
      return byId.get(okafor.id) === true && byId;
    }, 'Mr. Okafor to be followed up');
    expect(facts.get(ibadan.id)).toBe(false);
  });
});
