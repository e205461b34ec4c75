import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildAppOptions } from '../../src/app.ts';
import { providersFromEnv } from '../../src/providers/fromEnv.ts';
import { useTestServer } from '../helpers/app.ts';
import { useFakeOpenAi } from '../helpers/fakeOpenAi.ts';
import { chat, waitFor } from '../helpers/sse.ts';
import { createUser } from '../helpers/users.ts';

/** The LLM interviewer's greeting gets the same one open thread as the embedded one, in its prompt. */
describe('LLM greeting against the local fake OpenAI server', () => {
  const fake = useFakeOpenAi();
  const options: Partial<BuildAppOptions> = { limits: { providerTimeoutMs: 2_000 } };
  beforeAll(() => {
    options.providers = providersFromEnv({ LLM_BASE_URL: fake.url, LLM_API_KEY: 'k', LLM_MODEL: 'm' });
  });
  const server = useTestServer(options);

  const introPrompts = () =>
    fake.chatRequests
      .filter((r) => !r.stream && !r.response_format)
      .map((r) => r.messages.map((m) => m.content).join('\n'))
      .filter((text) => text.includes('first message of a new conversation'));

  it('a first greeting asks one gentle opening question; after a story, the prompt names that story as the one thread', async () => {
    const user = await createUser('llmintro');
    await server.request('GET', '/api/chat/intro', { token: user.token });
    expect(introPrompts().at(-1)).not.toMatch(/Last time/);
    // the system prompt is the oral-history craft, in 60 words
    const system = fake.chatRequests.at(-1)!.messages.find((m) => m.role === 'system')!.content;
    expect(system).toMatch(/exactly one open question/);
    expect(system).toMatch(/At most 60 words/);

    await chat(server.url, user.token, { text: 'In 1958 my brother Pete and I took the bus to Blackpool.', conversationId: randomUUID(), messageId: 'm1' });
    await waitFor(async () => (await server.request('GET', '/api/stories', { token: user.token })).body.stories.length > 0, 'the story');
    const res = await server.request('GET', '/api/chat/intro', { token: user.token });
    expect(res.status).toBe(200);
    const prompt = introPrompts().at(-1)!;
    expect(prompt).toContain('Last time you told me about Blackpool in 1958.');
    expect(prompt).toContain('What happened after you took the bus to Blackpool?');
  });
});
