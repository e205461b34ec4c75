import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildAppOptions } from '../../src/app.ts';
import { INTERVIEWER_MAX_OUTPUT_TOKENS } from '../../src/providers/openai/llm.ts';
import { providersFromEnv } from '../../src/providers/fromEnv.ts';
import { useTestServer } from '../helpers/app.ts';
import { fetchAudio, upload, wav } from '../helpers/audio.ts';
import { useFakeOpenAi } from '../helpers/fakeOpenAi.ts';
import { invite } from '../helpers/family.ts';
import { chat, items, waitFor } from '../helpers/sse.ts';
import { createUser } from '../helpers/users.ts';
import { capturedLogs } from '../helpers/logs.ts';

const { lines, stream } = capturedLogs();

describe('logs hold no secrets and no stories', () => {
  const fake = useFakeOpenAi();
  const options: Partial<BuildAppOptions> = { log: { level: 'trace', stream }, limits: { providerTimeoutMs: 2_000, historyTokenBudget: 200 } };
  beforeAll(() => {
    options.providers = providersFromEnv({ LLM_BASE_URL: fake.url, LLM_API_KEY: 'k', LLM_MODEL: 'm', TTS_BASE_URL: fake.url });
  });
  const server = useTestServer(options);

  it('a chat against a failing provider, a sign-in and an invitation lookup leave no message text, ID token or invitation token in the log', async () => {
    const admin = await createUser('logadmin');
    // The sign-in: the first request with a new ID token is verified with Firebase.
    expect((await server.request('PUT', '/api/user/profile', { token: admin.token, body: { persona: 'admin', userName: 'Ann', subjectName: 'Rose' } })).status).toBe(200);
    const { token: invitationToken } = await invite(server, admin, 'storyteller', 'Grandma Rose');
    const storyteller = await createUser('logstoryteller');
    const pending = await server.request('GET', `/api/onboarding/pending-storyteller/${invitationToken}`, { token: storyteller.token });
    expect(pending.status).toBe(200);

    fake.mode.chat = 'error500';
    const secretStory = `In 1951 my sister Maud-${randomUUID()} hid the ration books under the floorboards`;
    const conversationId = randomUUID();
    const res = await chat(server.url, admin.token, { text: secretStory, conversationId });
    expect(items(res.events).slice(-2)).toEqual([{ error: expect.any(String) }, '[DONE]']);
    // The extraction job failed against the provider too, and was logged.
    await waitFor(async () => lines.join('').includes('"job failed"') || lines.join('').includes('"extraction failed"'), 'the extraction failure to be logged');
    const title = await server.request('POST', `/api/conversations/${conversationId}/generate-title`, { token: admin.token });
    expect(title.status).toBe(502);
    fake.mode.chat = 'ok';

    const log = lines.join('');
    // The failures were logged, as provider, status and code.
    expect(log).toMatch(/"interviewer failed"/);
    expect(log).toMatch(/"provider":"interviewer","status":500/);
    expect(log).toMatch(/"provider":"title","(status":500|code":"timeout)/);
    for (const secret of [secretStory, 'Maud', 'ration books', admin.token, admin.token.slice(-40), storyteller.token.slice(-40), invitationToken, 'upstream exploded']) {
      expect(log).not.toContain(secret);
    }
    expect(log).toContain('/api/onboarding/pending-storyteller/[redacted]');
  });

  it('a recording heard with ?token= (an <audio> element sends no header) leaves the token out of the log', async () => {
    const teller = await createUser('logvoice');
    const kept = await upload(server, teller.token, wav(64));
    expect(kept.status).toBe(201);
    const conversationId = randomUUID();
    const memory = await server.request('POST', `/api/conversations/${conversationId}/voice-memories`, { token: teller.token, body: { recordingId: kept.body.recordingId } });
    expect(memory.status).toBe(201);
    const from = lines.length;
    const heard = await fetchAudio(server, `/api/messages/${memory.body.message.id}/audio?token=${teller.token}`, { headers: { range: 'bytes=0-3' } });
    expect(heard.status).toBe(206);
    const log = lines.slice(from).join('');
    expect(log).toContain(`/api/messages/${memory.body.message.id}/audio?token=[redacted]`);
    expect(log).not.toContain(teller.token.slice(-40));
  });

  it('the interviewer is sent the newest turns within its token budget, with an output-token cap', async () => {
    fake.mode.chat = 'ok';
    const user = await createUser('window');
    const conversationId = randomUUID();
    const told = Array.from({ length: 6 }, (_, i) => `Turn ${i}: ${'we walked to the mill and back again. '.repeat(8)}`.trim());
    for (const text of told) await chat(server.url, user.token, { text, conversationId });
    const last = fake.chatRequests.filter((r) => r.stream).at(-1)!;
    const sent = last.messages.filter((m) => m.role !== 'system').map((m) => m.content);
    expect(sent.at(-1)).toBe(told.at(-1));
    expect(sent).not.toContain(told[0]);
    expect(sent.length).toBeLessThan(told.length * 2 - 1);
    expect(last.max_tokens).toBe(INTERVIEWER_MAX_OUTPUT_TOKENS);
  });
});
