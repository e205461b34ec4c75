import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Interviewer } from '../../src/providers/llm/types.ts';
import { embeddedProviders } from '../../src/plugins/providers.ts';
import { useTestServer } from '../helpers/app.ts';
import { addContent, createFamily } from '../helpers/family.ts';
import { createUser } from '../helpers/users.ts';

const seen: { intro: unknown[]; title: unknown[] } = { intro: [], title: [] };
const interviewer: Interviewer = {
  async intro(context) {
    seen.intro.push(context);
    return `Hello ${context.storytellerName ?? '?'}, let's talk about ${context.subjectName ?? '?'}.`;
  },
  async *reply() {
    yield 'ok';
  },
  async title(history) {
    seen.title.push(history);
    return `Title from ${history.length} turns`;
  },
};

const intro = (content: string) => ({ content, templateId: null, templateVariables: {} });

describe('conversations', () => {
  const server = useTestServer({ providers: { ...embeddedProviders(), interviewer } });

  it('saving an intro creates the conversation; it lists with counts, most recent first', async () => {
    const family = await createFamily(server);
    const first = randomUUID();
    const second = randomUUID();
    const a = await server.request('POST', `/api/conversations/${first}/intro`, { token: family.admin.token, body: intro('Tell me about school.') });
    expect(a.status).toBe(201);
    expect(a.body.message).toMatchObject({ role: 'assistant', content: 'Tell me about school.', complete: true });
    await server.request('POST', `/api/conversations/${second}/intro`, { token: family.admin.token, body: intro('Second') });
    await addContent(server, family.archiveId, first, 'first');

    const list = await server.request('GET', '/api/conversations', { token: family.admin.token });
    expect(list.status).toBe(200);
    expect(list.body.conversations.map((c: { id: string }) => c.id)).toEqual([second, first]);
    expect(list.body.conversations[1]).toEqual({
      id: first,
      conversation_uuid: first,
      title: null,
      description: null,
      message_count: 1,
      memory_count: 1,
      updated_at: expect.any(String),
    });

    const messages = await server.request('GET', `/api/conversations/${first}/messages`, { token: family.admin.token });
    expect(messages.body.messages).toEqual([
      {
        message_id: expect.any(String),
        role: 'assistant',
        content: 'Tell me about school.',
        created_at: expect.any(String),
        complete: true,
        id: expect.stringMatching(/^\d+$/),
        audio: false,
        awaiting_transcript: false,
      },
    ]);
  });

  it('generate-title stores the interviewer’s title', async () => {
    const family = await createFamily(server);
    const id = randomUUID();
    await server.request('POST', `/api/conversations/${id}/intro`, { token: family.members.storyteller.token, body: intro('Hi') });
    const res = await server.request('POST', `/api/conversations/${id}/generate-title`, { token: family.members.storyteller.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ title: 'Title from 1 turns' });
    const list = await server.request('GET', '/api/conversations', { token: family.members.storyteller.token });
    expect(list.body.conversations[0].title).toBe('Title from 1 turns');
  });

  it('the chat intro is personal: the user’s and the subject’s names', async () => {
    const family = await createFamily(server, 'Rose');
    const res = await server.request('GET', '/api/chat/intro', { token: family.admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ introMessage: "Hello Ann, let's talk about Rose." });
  });

  it('a second user’s intro to the first user’s conversation is 404 and changes nothing', async () => {
    const owner = await createFamily(server);
    const other = await createUser('other');
    const id = randomUUID();
    await server.request('POST', `/api/conversations/${id}/intro`, { token: owner.admin.token, body: intro('Mine') });
    for (const token of [other.token, owner.members.contributor.token]) {
      const res = await server.request('POST', `/api/conversations/${id}/intro`, { token, body: intro('Intruder') });
      expect(res.status).toBe(404);
      expect((await server.request('GET', `/api/conversations/${id}/messages`, { token })).status).toBe(404);
      expect((await server.request('POST', `/api/conversations/${id}/generate-title`, { token })).status).toBe(404);
    }
    const messages = await server.request('GET', `/api/conversations/${id}/messages`, { token: owner.admin.token });
    expect(messages.body.messages.map((m: { content: string }) => m.content)).toEqual(['Mine']);
    expect((await server.request('GET', '/api/conversations', { token: other.token })).body.conversations).toEqual([]);
  });

  it('a viewer cannot write a conversation', async () => {
    const family = await createFamily(server);
    const id = randomUUID();
    const res = await server.request('POST', `/api/conversations/${id}/intro`, { token: family.members.viewer.token, body: intro('Hi') });
    expect(res.status).toBe(403);
    expect((await server.request('GET', '/api/conversations', { token: family.members.viewer.token })).body.conversations).toEqual([]);
  });

  it('a first write by a user without an archive makes them admin of a new one', async () => {
    const user = await createUser();
    const res = await server.request('POST', `/api/conversations/${randomUUID()}/intro`, { token: user.token, body: intro('Hi') });
    expect(res.status).toBe(201);
    expect((await server.request('GET', '/api/user/profile', { token: user.token })).body.persona).toBe('admin');
  });

  it('an unknown conversation is 404', async () => {
    const user = await createUser();
    const res = await server.request('GET', `/api/conversations/${randomUUID()}/messages`, { token: user.token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Conversation not found' });
  });
});
