import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './helpers/app.ts';
import { addContent, createFamily, type TestFamily } from './helpers/family.ts';

/** Every route that takes an id or returns archive data, tried by a member of another archive. */
describe('one archive never sees another', () => {
  const server = useTestServer();
  let mine: TestFamily;
  let theirs: TestFamily;
  const conversation = randomUUID();
  let factId: string;
  let storyId: string;

  beforeAll(async () => {
    mine = await createFamily(server, 'Rose');
    theirs = await createFamily(server, 'Mallory');
    await server.request('POST', `/api/conversations/${conversation}/intro`, {
      token: mine.admin.token,
      body: { content: 'Secret intro', templateId: null, templateVariables: {} },
    });
    const added = await addContent(server, mine.archiveId, conversation, 'secret');
    factId = added.followUpItem.id;
    storyId = added.story.id;
  });

  const outsiders = () => [theirs.admin, ...Object.values(theirs.members)];

  it('lists and counts are empty for the other archive', async () => {
    for (const user of outsiders()) {
      const token = user.token;
      expect((await server.request('GET', '/api/conversations', { token })).body.conversations).toEqual([]);
      expect((await server.request('GET', '/api/stories', { token })).body.stories).toEqual([]);
      expect((await server.request('GET', `/api/stories?conversationId=${conversation}`, { token })).body.stories).toEqual([]);
      expect((await server.request('GET', '/api/stories/stats', { token })).body).toEqual({ total_stories: 0, total_memories: 0 });
      expect((await server.request('GET', '/api/memories', { token })).body.memories).toEqual([]);
      expect((await server.request('GET', `/api/memories?conversationId=${conversation}`, { token })).body.memories).toEqual([]);
      expect((await server.request('GET', '/api/loose-facts?includeFollowedUp=true', { token })).body.facts).toEqual([]);
      const archive = await server.request('GET', '/api/archive', { token });
      expect(archive.body.archive.subjectName).toBe('Mallory');
      expect(archive.body.members.map((m: { uid: string }) => m.uid)).not.toContain(mine.admin.uid);
      const profile = await server.request('GET', '/api/user/profile', { token });
      expect(profile.body.subjectName).toBe('Mallory');
    }
  });

  it('ids of the other archive are 404 and writes do not land', async () => {
    for (const user of outsiders()) {
      const token = user.token;
      expect((await server.request('GET', `/api/conversations/${conversation}/messages`, { token })).status).toBe(404);
      expect((await server.request('POST', `/api/conversations/${conversation}/generate-title`, { token })).status).toBe(404);
      expect(
        (await server.request('POST', `/api/conversations/${conversation}/intro`, { token, body: { content: 'x', templateId: null, templateVariables: {} } })).status,
      ).toBe(404);
      expect([403, 404]).toContain((await server.request('POST', `/api/loose-facts/${factId}/mark-followed-up`, { token })).status);
    }
    const facts = await server.request('GET', '/api/loose-facts', { token: mine.admin.token });
    expect(facts.body.facts).toEqual([expect.objectContaining({ id: factId, followed_up: false })]);
    const messages = await server.request('GET', `/api/conversations/${conversation}/messages`, { token: mine.admin.token });
    expect(messages.body.messages.map((m: { content: string }) => m.content)).toEqual(['Secret intro']);
    const stories = await server.request('GET', '/api/stories', { token: mine.members.viewer.token });
    expect(stories.body.stories.map((s: { id: string }) => s.id)).toEqual([storyId]);
  });

  it('the owner’s family reads the archive data', async () => {
    for (const user of [mine.admin, ...Object.values(mine.members)]) {
      expect((await server.request('GET', '/api/stories/stats', { token: user.token })).body).toEqual({ total_stories: 1, total_memories: 1 });
    }
  });
});
