import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { embeddedProviders } from '../../src/plugins/providers.ts';
import { tooManyText } from '../../src/plugins/limits.ts';
import { archiveFullText, conversationFullText } from '../../src/services/caps.ts';
import { introFailedText, titleFailedText } from '../../src/routes/conversations/index.ts';
import { useTestServer, type TestServer } from '../helpers/app.ts';
import { addContent } from '../helpers/family.ts';
import { chat, items } from '../helpers/sse.ts';
import { createUser, type TestUser } from '../helpers/users.ts';

const hangs = () => new Promise<never>(() => undefined);
const embedded = embeddedProviders();

/** A user who made their own archive (onboarding), so they are its admin. */
async function admin(server: TestServer): Promise<{ user: TestUser; archiveId: string }> {
  const user = await createUser('limits');
  const res = await server.request('PUT', '/api/user/profile', { token: user.token, body: { persona: 'admin', userName: 'Ann', subjectName: 'Rose' } });
  expect(res.status).toBe(200);
  const membership = await server.app.repos.archives.findMembership(user.uid);
  return { user, archiveId: membership!.archiveId };
}

describe('per-user rate limits on every route that writes', () => {
  const server = useTestServer({
    limits: { profilePerMinute: 3, invitationsPerMinute: 2, onboardingPerMinute: 2, followUpsPerMinute: 2, providerTimeoutMs: 300 },
    providers: { ...embedded, interviewer: { ...embedded.interviewer, title: hangs, intro: hangs } },
  });

  it('PUT /api/user/profile: the 4th save of a minute is a 429, another user is not held back', async () => {
    const { user } = await admin(server);
    for (let i = 0; i < 2; i++) expect((await server.request('PUT', '/api/user/profile', { token: user.token, body: { userName: `Ann ${i}` } })).status).toBe(200);
    const refused = await server.request('PUT', '/api/user/profile', { token: user.token, body: { userName: 'Ann again' } });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: tooManyText });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const other = await createUser('other');
    expect((await server.request('PUT', '/api/user/profile', { token: other.token, body: { userName: 'Bo' } })).status).toBe(200);
  });

  it('POST and DELETE /api/invitations share one count', async () => {
    const { user } = await admin(server);
    const made = await server.request('POST', '/api/invitations', { token: user.token, body: { role: 'viewer', name: 'V', age: 70, email: 'v@example.test' } });
    expect(made.status).toBe(201);
    expect((await server.request('DELETE', `/api/invitations/${made.body.invitation.id}`, { token: user.token })).status).toBe(200);
    const third = await server.request('POST', '/api/invitations', { token: user.token, body: { role: 'viewer', name: 'W', age: 70, email: 'w@example.test' } });
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ error: tooManyText });
  });

  it('the onboarding pair: token lookups and activations share one count, so tokens cannot be guessed in bulk', async () => {
    const user = await createUser('guesser');
    expect((await server.request('GET', `/api/onboarding/pending-storyteller/${'a'.repeat(43)}`, { token: user.token })).status).not.toBe(429);
    expect((await server.request('GET', `/api/onboarding/pending-storyteller/${'b'.repeat(43)}`, { token: user.token })).status).not.toBe(429);
    const third = await server.request('PUT', '/api/onboarding/activate-storyteller', { token: user.token, body: { storytellerId: 'c'.repeat(43), firebaseUid: user.uid, name: 'X', age: 80 } });
    expect(third.status).toBe(429);
  });

  it('POST …/mark-followed-up', async () => {
    const { user, archiveId } = await admin(server);
    const added = await Promise.all([1, 2, 3].map((i) => addContent(server, archiveId, null, `f${i}`)));
    const mark = (i: number) => server.request('POST', `/api/loose-facts/${added[i]!.followUpItem.id}/mark-followed-up`, { token: user.token });
    expect((await mark(0)).status).toBe(200);
    expect((await mark(1)).status).toBe(200);
    expect((await mark(2)).status).toBe(429);
  });

  it('a title or greeting whose provider hangs is a 502 after the timeout, not a request held forever', async () => {
    const { user } = await admin(server);
    const conversationId = randomUUID();
    await chat(server.url, user.token, { text: 'I grew up in Leeds.', conversationId });
    const started = Date.now();
    const title = await server.request('POST', `/api/conversations/${conversationId}/generate-title`, { token: user.token });
    expect(title.status).toBe(502);
    expect(title.body).toEqual({ error: titleFailedText });
    const intro = await server.request('GET', '/api/chat/intro', { token: user.token });
    expect(intro.status).toBe(502);
    expect(intro.body).toEqual({ error: introFailedText });
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

describe('caps on messages per conversation and conversations per archive', () => {
  const server = useTestServer({ limits: { maxMessagesPerConversation: 4, maxConversationsPerArchive: 3 } });

  it('a message into a full conversation is a 413 that says to start a new one; the greeting too', async () => {
    const { user } = await admin(server);
    const conversationId = randomUUID();
    for (const text of ['I was born in Leeds.', 'My father was a miner.']) {
      expect(items((await chat(server.url, user.token, { text, conversationId })).events).at(-1)).toBe('[DONE]');
    }
    const refused = await chat(server.url, user.token, { text: 'We moved to Hull.', conversationId });
    expect(refused.status).toBe(413);
    expect(refused.json).toEqual({ error: conversationFullText(4) });
    const intro = await server.request('POST', `/api/conversations/${conversationId}/intro`, { token: user.token, body: { content: 'Hello again' } });
    expect(intro.status).toBe(413);
    const stored = await server.app.repos.conversations.listMessages(conversationId);
    expect(stored.map((m) => m.content)).not.toContain('We moved to Hull.');
  });

  it('a new conversation past the archive’s cap is a 429 that says so; the existing ones still take messages', async () => {
    const { user } = await admin(server);
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of ids) {
      expect((await server.request('POST', `/api/conversations/${id}/intro`, { token: user.token, body: { content: 'Hello' } })).status).toBe(201);
    }
    const fourth = await chat(server.url, user.token, { text: 'A new story', conversationId: randomUUID() });
    expect(fourth.status).toBe(429);
    expect(fourth.json).toEqual({ error: archiveFullText(3) });
    const intro = await server.request('POST', `/api/conversations/${randomUUID()}/intro`, { token: user.token, body: { content: 'Hello' } });
    expect(intro.status).toBe(429);
    expect(items((await chat(server.url, user.token, { text: 'Back to the first', conversationId: ids[0] })).events).at(-1)).toBe('[DONE]');
  });
});
