import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chatStreamItemSchema, memoryStreamEventSchemas } from '@kinstory/contract';
import type { InterviewContext, Interviewer } from '../../src/providers/llm/types.ts';
import { embeddedProviders } from '../../src/plugins/providers.ts';
import { defaultConversationId } from '../../src/services/conversationIds.ts';
import { useTestServer } from '../helpers/app.ts';
import { createFamily } from '../helpers/family.ts';
import { chat, items, readSse, waitFor } from '../helpers/sse.ts';
import { createUser } from '../helpers/users.ts';

const STORY =
  'In August 1958 my brother Pete and I took the bus to Blackpool without telling anyone. We spent every penny on the pier and then realised we had no fare home. A kind lady from Preston paid for our tickets and we got back after midnight. Dad was waiting on the step and he never said a word, he just pointed at the stairs.';
const STORY2 =
  'In May 1963 my sister Rose and I sailed from Liverpool to Canada on a big ship. We were seasick for days and then one morning we saw the icebergs. Mum cried when we landed in Halifax and a man from the church drove us to our uncle in Toronto that night.';

/** The embedded interviewer, except for texts that ask for a slow, failing or hanging reply. */
function testInterviewer(): Interviewer {
  const embedded = embeddedProviders().interviewer;
  return {
    ...embedded,
    async *reply(context, signal) {
      const last = context.history.at(-1)?.content ?? '';
      if (last.startsWith('SLOW')) {
        for (let i = 0; ; i++) {
          signal?.throwIfAborted();
          yield `word${i} `;
          await new Promise((r) => setTimeout(r, 20));
        }
      }
      if (last.startsWith('FAIL')) {
        yield 'Half a ';
        throw new Error('model exploded');
      }
      if (last.startsWith('HANG')) {
        await new Promise(() => {});
      }
      yield* embedded.reply(context, signal);
    },
  };
}

describe('POST /chat', () => {
  const server = useTestServer({ providers: { ...embeddedProviders(), interviewer: testInterviewer() }, limits: { providerTimeoutMs: 1_000 } });

  const messages = async (conversationId: string) => server.app.repos.conversations.listMessages(conversationId);

  it('streams a full turn: tokens, the memory, [DONE]; stores both messages', async () => {
    const family = await createFamily(server);
    const teller = family.members.storyteller;
    const conversationId = randomUUID();
    const res = await chat(server.url, teller.token, { text: STORY, conversationId, messageId: 'm1' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const out = items(res.events);
    expect(out.at(-1)).toBe('[DONE]');
    for (const item of out.slice(0, -1)) expect(chatStreamItemSchema.safeParse(item).success).toBe(true);
    const text = out.filter((i): i is { text: string } => typeof i === 'object' && 'text' in i).map((i) => i.text).join('');
    expect(text.length).toBeGreaterThan(0);
    const memory = out.find((i) => typeof i === 'object' && 'memory' in i) as { memory: { people: string[]; places: string[] } };
    expect(memory.memory.places).toContain('Blackpool');
    const stored = await messages(conversationId);
    expect(stored.map((m) => [m.role, m.content, m.complete])).toEqual([
      ['user', STORY, 1],
      ['assistant', text, 1],
    ]);
    const conversation = await server.app.repos.conversations.find(conversationId);
    expect(conversation?.owner_uid).toBe(teller.uid);
  });

  it('conversationId "default" (the SPEC default) is one stable UUID per user', async () => {
    const user = await createUser('solo');
    const res = await chat(server.url, user.token, { text: 'Hello there, I grew up by the sea.' });
    expect(items(res.events).at(-1)).toBe('[DONE]');
    const id = defaultConversationId(user.uid);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect((await messages(id))[0]?.content).toBe('Hello there, I grew up by the sea.');
    const listed = await server.request('GET', `/api/conversations/${id}/messages`, { token: user.token });
    expect(listed.status).toBe(200);
    expect(listed.body.messages).toHaveLength(2);
  });

  it('the same messageId twice stores one user message and one reply', async () => {
    const user = await createUser('retry');
    const conversationId = randomUUID();
    const first = await chat(server.url, user.token, { text: 'My mother baked bread every Sunday.', conversationId, messageId: 'same' });
    const second = await chat(server.url, user.token, { text: 'My mother baked bread every Sunday.', conversationId, messageId: 'same' });
    expect(items(second.events).at(-1)).toBe('[DONE]');
    const stored = await messages(conversationId);
    expect(stored.filter((m) => m.role === 'user')).toHaveLength(1);
    expect(stored.filter((m) => m.role === 'assistant')).toHaveLength(1);
    const firstText = items(first.events).filter((i) => typeof i === 'object' && 'text' in i).map((i) => (i as { text: string }).text).join('');
    expect(items(second.events)[0]).toEqual({ text: firstText });
    const memories = await server.app.repos.db.selectFrom('memories').selectAll().where('conversation_id', '=', conversationId).execute();
    expect(memories).toHaveLength(1);
  });

  it('a disconnect mid-reply keeps the partial reply, marked cut off', async () => {
    const user = await createUser('leaver');
    const conversationId = randomUUID();
    const res = await chat(server.url, user.token, { text: 'SLOW please', conversationId, messageId: 'm1' }, (events) => events.length >= 3);
    const received = items(res.events).map((i) => (i as { text: string }).text).join('');
    const reply = await waitFor(async () => (await messages(conversationId)).find((m) => m.role === 'assistant'), 'the cut-off reply');
    expect(reply.complete).toBe(0);
    expect(reply.content.startsWith(received)).toBe(true);
    expect((await messages(conversationId))[0]).toMatchObject({ role: 'user', content: 'SLOW please', complete: 1 });
  });

  it('a provider failure sends {error} then [DONE]; the user message stays stored', async () => {
    const user = await createUser('fail');
    const conversationId = randomUUID();
    const res = await chat(server.url, user.token, { text: 'FAIL now', conversationId, messageId: 'm1' });
    const out = items(res.events);
    expect(out.at(-1)).toBe('[DONE]');
    expect(out.at(-2)).toEqual({ error: expect.any(String) });
    const stored = await messages(conversationId);
    expect(stored.map((m) => [m.role, m.content, m.complete])).toEqual([
      ['user', 'FAIL now', 1],
      ['assistant', 'Half a ', 0],
    ]);
  });

  it('a provider that hangs past the timeout ends the stream with {error}', async () => {
    const user = await createUser('hang');
    const conversationId = randomUUID();
    const res = await chat(server.url, user.token, { text: 'HANG on', conversationId, messageId: 'm1' });
    const out = items(res.events);
    expect(out.slice(-2)).toEqual([{ error: expect.stringMatching(/too long/) }, '[DONE]']);
    expect((await messages(conversationId)).map((m) => m.content)).toEqual(['HANG on']);
  });

  it('another user (same or other archive) gets 404 for someone else’s conversation; a viewer gets 403', async () => {
    const family = await createFamily(server);
    const conversationId = randomUUID();
    await chat(server.url, family.members.storyteller.token, { text: STORY, conversationId, messageId: 'm1' });
    const outsider = await createUser('outsider');
    for (const token of [outsider.token, family.admin.token]) {
      const res = await chat(server.url, token, { text: 'Let me in', conversationId, messageId: 'x' });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ error: 'Conversation not found' });
    }
    const viewer = await chat(server.url, family.members.viewer.token, { text: 'Hello', conversationId: randomUUID() });
    expect(viewer.status).toBe(403);
    expect(viewer.json).toEqual({ error: expect.any(String) });
    expect((await messages(conversationId)).filter((m) => m.role === 'user')).toHaveLength(1);
  });

  it('needs a token; bad bodies are 400 JSON', async () => {
    const anon = await chat(server.url, '', { text: 'hi' });
    expect(anon.status).toBe(401);
    const user = await createUser('bad');
    for (const body of [{ text: '   ' }, { text: 'x'.repeat(8_001) }, { text: 'hi', conversationId: 'not-a-uuid' }, { text: 'hi', extra: 1 }]) {
      const res = await chat(server.url, user.token, body);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ error: expect.any(String) });
    }
    const max = await chat(server.url, user.token, { text: 'x'.repeat(8_000), conversationId: randomUUID() });
    expect(max.status).toBe(200);
  });
});

describe('GET /events', () => {
  const server = useTestServer({ limits: { heartbeatMs: 50 } });

  const events = (token: string, conversationId: string, headers: Record<string, string>, until: Parameters<typeof readSse>[2], stopAfterHeartbeats?: number | (() => boolean)) =>
    readSse(`${server.url}/events?conversationId=${conversationId}`, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream', ...headers } }, until, stopAfterHeartbeats);

  it('after a turn delivers memory, story and looseFact events in the SPEC shapes, each with an id', async () => {
    const user = await createUser('events');
    const conversationId = randomUUID();
    const live = events(user.token, conversationId, {}, (evs) => evs.some((e) => e.event === 'looseFact'));
    await new Promise((r) => setTimeout(r, 100));
    await chat(server.url, user.token, { text: STORY, conversationId, messageId: 'm1' });
    const res = await live;
    expect(res.status).toBe(200);
    const kinds = res.events.map((e) => e.event);
    expect(kinds.slice(0, 2)).toEqual(['memory', 'story']);
    expect(kinds).toContain('looseFact');
    for (const e of res.events) {
      expect(e.id).toMatch(/^m\d+\.s\d+\.f\d+$/);
      const schema = memoryStreamEventSchemas[e.event as keyof typeof memoryStreamEventSchemas];
      expect(schema.safeParse(JSON.parse(e.data)).success).toBe(true);
    }
    expect(JSON.parse(res.events[1]!.data)).toMatchObject({ hasStory: true, title: expect.any(String) });
    const fact = JSON.parse(res.events.find((e) => e.event === 'looseFact')!.data);
    expect(Object.keys(fact).sort()).toEqual(['created_at', 'id', 'suggestedPrompt', 'type', 'value']);
  });

  it('reconnecting with Last-Event-ID gets exactly the missed events, from storage', async () => {
    const user = await createUser('resume');
    const conversationId = randomUUID();
    await chat(server.url, user.token, { text: STORY, conversationId, messageId: 'm1' });
    // Everything so far, via resume from the very start.
    const all1 = await events(user.token, conversationId, { 'last-event-id': 'm0.s0.f0' }, (evs) => evs.some((e) => e.event === 'looseFact'));
    const firstTurn = all1.events;
    expect(firstTurn[0]!.event).toBe('memory');
    const seenId = firstTurn[0]!.id!;
    await chat(server.url, user.token, { text: STORY2, conversationId, messageId: 'm2' });
    const stored = await server.app.repos.db.selectFrom('memories').select('id').where('conversation_id', '=', conversationId).execute();
    const storedStories = await server.app.repos.db.selectFrom('stories').select('id').where('conversation_id', '=', conversationId).execute();
    const storedFacts = await server.app.repos.db.selectFrom('loose_facts').select('id').where('conversation_id', '=', conversationId).execute();
    const total = stored.length + storedStories.length + storedFacts.length;
    // Resume after the first memory: all the rest, each once, ending at the latest cursor.
    const resumed = await events(user.token, conversationId, { 'last-event-id': seenId }, (evs) => evs.length >= total - 1);
    expect(resumed.events).toHaveLength(total - 1);
    const key = (e: { event?: string; data: string }) => `${e.event}:${JSON.stringify(JSON.parse(e.data))}`;
    expect(new Set(resumed.events.map(key)).size).toBe(total - 1);
    expect(resumed.events.map(key)).not.toContain(key(firstTurn[0]!));
    const lastId = resumed.events.at(-1)!.id!;
    // Nothing more after the latest id: only heartbeats arrive (the stream ends on our abort).
    const after = await events(user.token, conversationId, { 'last-event-id': lastId }, () => true, 2);
    expect(after.events).toEqual([]);
    // Replaying from every id gives exactly the suffix after it.
    const full = await events(user.token, conversationId, { 'last-event-id': 'm0.s0.f0' }, (evs) => evs.length >= total);
    for (let i = 0; i < full.events.length - 1; i++) {
      const rest = await events(user.token, conversationId, { 'last-event-id': full.events[i]!.id! }, (evs) => evs.length >= total - 1 - i);
      expect(rest.events.map(key)).toEqual(full.events.slice(i + 1).map(key));
    }
  });

  it('another user cannot subscribe (404); a bad Last-Event-ID is 400; no token is 401', async () => {
    const family = await createFamily(server);
    const conversationId = randomUUID();
    await chat(server.url, family.members.storyteller.token, { text: STORY, conversationId, messageId: 'm1' });
    for (const token of [(await createUser('stranger')).token, family.admin.token, family.members.viewer.token]) {
      const res = await events(token, conversationId, {}, () => true);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ error: 'Conversation not found' });
    }
    const bad = await events(family.members.storyteller.token, conversationId, { 'last-event-id': 'memory-1; drop' }, () => true);
    expect(bad.status).toBe(400);
    const anon = await readSse(`${server.url}/events?conversationId=${conversationId}`, {}, () => true);
    expect(anon.status).toBe(401);
  });

  it('accepts ?token= and sends a comment line as a heartbeat', async () => {
    const user = await createUser('tokenq');
    const conversationId = randomUUID();
    const res = await fetch(`${server.url}/events?conversationId=${conversationId}&token=${encodeURIComponent(user.token)}`);
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let text = '';
    while (!text.includes(': keep-alive')) text += new TextDecoder().decode((await reader.read()).value);
    await reader.cancel();
  });

  it('a subscriber to a conversation someone else later creates hears nothing of it', async () => {
    const owner = await createUser('owner');
    const snoop = await createUser('snoop');
    const conversationId = randomUUID();
    // The snoop subscribes first (the conversation does not exist yet), then the owner writes it.
    let ownerDone = false;
    const snooping = events(snoop.token, conversationId, {}, () => true, () => ownerDone);
    await new Promise((r) => setTimeout(r, 100));
    const ownerLive = events(owner.token, conversationId, {}, (evs) => evs.some((e) => e.event === 'looseFact'));
    await new Promise((r) => setTimeout(r, 100));
    await chat(server.url, owner.token, { text: STORY, conversationId, messageId: 'm1' });
    expect((await ownerLive).events.length).toBeGreaterThan(0);
    ownerDone = true;
    // After the owner's events went out, the snoop's stream has carried heartbeats only.
    const snooped = await events(snoop.token, conversationId, {}, () => true, 1);
    expect(snooped.status).toBe(404);
    expect((await snooping).events).toEqual([]);
  });
});

describe('what the interviewer sees', () => {
  const contexts: InterviewContext[] = [];
  const embedded = embeddedProviders().interviewer;
  const recording: Interviewer = {
    ...embedded,
    reply(context, signal) {
      contexts.push(context);
      return embedded.reply(context, signal);
    },
  };
  const server = useTestServer({ providers: { ...embeddedProviders(), interviewer: recording } });

  it("the conversation so far, the names, earlier stories and the newest 20 open follow-up items", async () => {
    const family = await createFamily(server, 'Rose');
    const teller = family.members.storyteller;
    const conversationId = randomUUID();
    expect(items((await chat(server.url, teller.token, { text: STORY, conversationId, messageId: 'm1' })).events).at(-1)).toBe('[DONE]');
    // 25 more open items in the archive, stored after the story's own.
    await server.app.realtime.hub.store(
      { conversationId, ownerUid: teller.uid, archiveId: family.archiveId, sourceMessageId: 0 },
      {
        memory: { narrator: '', people: [], dates: [], places: [], relationships: [], events: [] },
        story: null,
        followUpItems: Array.from({ length: 25 }, (_, i) => ({ type: 'other', value: `item ${i}`, suggestedPrompt: `Tell me about item ${i}.` })),
      },
    );
    contexts.length = 0;
    expect(items((await chat(server.url, teller.token, { text: 'We went back there every summer.', conversationId, messageId: 'm2' })).events).at(-1)).toBe('[DONE]');

    const [context] = contexts;
    expect(contexts).toHaveLength(1);
    expect(context!.subjectName).toBe('Rose');
    expect(context!.storytellerName).toBe('The storyteller');
    expect(context!.history.map((t) => t.role)).toEqual(['user', 'assistant', 'user']);
    expect(context!.history[0]!.content).toBe(STORY);
    expect(context!.history.at(-1)!.content).toBe('We went back there every summer.');
    expect(context!.earlierStories?.length).toBe(1);
    expect(context!.openFollowUps).toHaveLength(20);
    expect(context!.openFollowUps[0]).toEqual({ type: 'other', value: 'item 24', suggestedPrompt: 'Tell me about item 24.' });
    expect(context!.openFollowUps.map((f) => f.value)).not.toContain('item 4');
  });
});
