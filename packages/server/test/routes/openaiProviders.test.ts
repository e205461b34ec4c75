import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildAppOptions } from '../../src/app.ts';
import { providersFromEnv } from '../../src/providers/fromEnv.ts';
import { useTestServer } from '../helpers/app.ts';
import { FAKE_EXTRACTION, FAKE_REPLY, useFakeOpenAi } from '../helpers/fakeOpenAi.ts';
import { chat, items, readSse } from '../helpers/sse.ts';
import { createUser } from '../helpers/users.ts';

describe('OpenAI-compatible providers against a local server that speaks the protocol', () => {
  const fake = useFakeOpenAi();
  // useTestServer reads its options in its beforeAll, after this one gave the fake server's URL.
  const options: Partial<BuildAppOptions> = { limits: { providerTimeoutMs: 2_000 } };
  beforeAll(() => {
    options.providers = providersFromEnv({ LLM_BASE_URL: fake.url, LLM_API_KEY: 'k', LLM_MODEL: 'm', TTS_BASE_URL: fake.url, STT_BASE_URL: fake.url });
  });
  const server = useTestServer(options);

  it('a chat turn streams the model’s tokens; extraction is structured output, stored and published', async () => {
    fake.mode.chat = 'ok';
    const user = await createUser('openai');
    const conversationId = randomUUID();
    const res = await chat(server.url, user.token, { text: 'In 1958 my brother Pete and I took the bus to Blackpool.', conversationId, messageId: 'm1' });
    const out = items(res.events);
    expect(out.filter((i) => typeof i === 'object' && 'text' in i)).toEqual(FAKE_REPLY.map((text) => ({ text })));
    expect(out).toContainEqual({ memory: FAKE_EXTRACTION.memory });
    expect(out.at(-1)).toBe('[DONE]');
    const streamed = fake.chatRequests.find((r) => r.stream)!;
    expect(streamed.messages.at(-1)).toEqual({ role: 'user', content: 'In 1958 my brother Pete and I took the bus to Blackpool.' });
    expect(fake.chatRequests.some((r) => r.response_format)).toBe(true);
    const replay = await readSse(
      `${server.url}/events?conversationId=${conversationId}`,
      { headers: { authorization: `Bearer ${user.token}`, 'last-event-id': 'm0.s0.f0' } },
      (evs) => evs.length >= 3,
    );
    expect(replay.events.map((e) => e.event)).toEqual(['memory', 'story', 'looseFact']);
    expect(JSON.parse(replay.events[1]!.data)).toMatchObject({ hasStory: true, title: 'The Blackpool bus' });
    // The second turn: the interviewer sees the earlier story and the open follow-up item.
    await chat(server.url, user.token, { text: 'She was very kind to us.', conversationId, messageId: 'm2' });
    const second = fake.chatRequests.filter((r) => r.stream).at(-1)!;
    const system = second.messages.find((m) => m.role === 'system')!.content;
    expect(system).toContain('The Blackpool bus');
    expect(system).toContain('Who was the kind lady?');
    // the same plain answers as the embedded interviewer's, to who it is and who sees what is told
    expect(system).toContain('a computer program, not a person');
    expect(system).toContain('Only the family members invited to it can see it');
    expect(second.messages.filter((m) => m.role !== 'system').map((m) => m.content)).toEqual([
      'In 1958 my brother Pete and I took the bus to Blackpool.',
      FAKE_REPLY.join(''),
      'She was very kind to us.',
    ]);
  });

  it('a 500 from the model gives {error} then [DONE]; the user message stays stored', async () => {
    fake.mode.chat = 'error500';
    const user = await createUser('openai500');
    const conversationId = randomUUID();
    const res = await chat(server.url, user.token, { text: 'Hello there', conversationId, messageId: 'm1' });
    expect(items(res.events).slice(-2)).toEqual([{ error: expect.any(String) }, '[DONE]']);
    const stored = await server.app.repos.conversations.listMessages(conversationId);
    expect(stored.map((m) => m.content)).toEqual(['Hello there']);
    fake.mode.chat = 'ok';
  });

  it('a model that hangs ends the stream with {error} after the timeout', async () => {
    fake.mode.chat = 'hang';
    const user = await createUser('openaihang');
    const res = await chat(server.url, user.token, { text: 'Hello there', conversationId: randomUUID(), messageId: 'm1' });
    expect(items(res.events).slice(-2)).toEqual([{ error: expect.stringMatching(/too long/) }, '[DONE]']);
    fake.mode.chat = 'ok';
  });

  it('/api/tts relays /audio/speech; its 500 and hang are a 502 JSON error', async () => {
    const user = await createUser('openaitts');
    fake.mode.speech = 'ok';
    const ok = await fetch(`${server.url}/api/tts`, { method: 'POST', headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ text: 'Hello' }) });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await ok.arrayBuffer()).toString()).toBe('ID3fake-mp3');
    for (const mode of ['error500', 'hang'] as const) {
      fake.mode.speech = mode;
      const res = await server.request('POST', '/api/tts', { token: user.token, body: { text: 'Hello' } });
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ error: 'Text-to-speech failed' });
    }
    fake.mode.speech = 'ok';
  });

  it('/api/transcribe relays /audio/transcriptions; its 500 and hang are a 502 JSON error', async () => {
    const user = await createUser('openaistt');
    const post = async () => {
      const form = new FormData();
      // A WebM recording's first bytes: the server reads the format from them.
      form.append('audio', new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4])], { type: 'audio/webm' }), 'recording.webm');
      const res = await fetch(`${server.url}/api/transcribe`, { method: 'POST', headers: { authorization: `Bearer ${user.token}` }, body: form });
      return { status: res.status, body: (await res.json()) as unknown };
    };
    fake.mode.transcriptions = 'ok';
    // The recording is kept too (issue #17): the user's new archive keeps recordings.
    expect(await post()).toEqual({ status: 200, body: { transcript: 'I was born in Leeds.', warning: null, recordingId: expect.any(String) } });
    expect(fake.transcriptionBodies.at(-1)).toContain('filename="recording.webm"');
    for (const mode of ['error500', 'hang'] as const) {
      fake.mode.transcriptions = mode;
      expect(await post()).toEqual({ status: 502, body: { error: 'Failed to transcribe audio' } });
    }
    fake.mode.transcriptions = 'ok';
  });

  it('/api/health reports the configured providers', async () => {
    const res = await server.request('GET', '/api/health');
    expect(res.body.capabilities).toEqual({ llm: 'openai-compatible', tts: 'openai-compatible', stt: 'openai-compatible' });
  });

  it('OPENAI_API_KEY alone turns on OpenAI for all three; nothing set means embedded', () => {
    expect(providersFromEnv({ OPENAI_API_KEY: 'sk-test' }).capabilities).toEqual({ llm: 'openai-compatible', tts: 'openai-compatible', stt: 'openai-compatible' });
    expect(providersFromEnv({}).capabilities).toEqual({ llm: 'embedded', tts: 'embedded', stt: null });
  });
});
