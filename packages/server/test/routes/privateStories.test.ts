import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/app.ts';
import { addContent, createFamily, joinByInvitation, type TestFamily } from '../helpers/family.ts';
import type { TestUser } from '../helpers/users.ts';

/**
 * Private stories (issue #17): the storyteller or an admin marks a story private; then only admins,
 * storytellers and whoever told it see it, on every route: lists, counts, the life map, its history
 * and changes, deletes. Every other member finds it exactly as they would a missing one.
 */
describe('private stories, tried by every role', () => {
  const server = useTestServer();
  let family: TestFamily;
  let other: TestFamily;
  let secondContributor: TestUser;

  beforeAll(async () => {
    family = await createFamily(server);
    other = await createFamily(server, 'Otto');
    secondContributor = await joinByInvitation(server, family.admin, 'contributor');
  });

  const titles = async (user: TestUser) =>
    ((await server.request('GET', '/api/stories?limit=100', { token: user.token })).body.stories as { title: string }[]).map((s) => s.title);
  const total = async (user: TestUser) => (await server.request('GET', '/api/stories/stats', { token: user.token })).body.total_stories as number;
  const mapped = async (user: TestUser) =>
    ((await server.request('GET', '/api/archive/life-map', { token: user.token })).body.themes as { storyCount: number }[]).reduce((n, t) => n + t.storyCount, 0);
  const newStory = async (conversationOwner?: TestUser) => {
    const conversationId = conversationOwner ? randomUUID() : null;
    if (conversationOwner) await server.app.repos.conversations.claim(conversationId!, conversationOwner.uid, family.archiveId);
    const { story } = await addContent(server, family.archiveId, conversationId, `p-${randomUUID().slice(0, 6)}`);
    return story;
  };

  it('the storyteller marks a story private: admins and storytellers see it; contributors and viewers find nothing of it', async () => {
    const story = await newStory();
    const everyone = [family.admin, family.members.storyteller, family.members.contributor, family.members.viewer];
    const before = await Promise.all(everyone.map(async (m) => ({ total: await total(m), mapped: await mapped(m) })));

    const marked = await server.request('PATCH', `/api/stories/${story.id}`, { token: family.members.storyteller.token, body: { private: true } });
    expect(marked.status).toBe(200);
    expect(marked.body.private).toBe(true);

    for (const [i, member] of everyone.entries()) {
      const sees = i < 2;
      expect(await titles(member), `member ${i}`).toEqual(sees ? expect.arrayContaining([story.title]) : expect.not.arrayContaining([story.title]));
      expect(await total(member)).toBe(before[i]!.total - (sees ? 0 : 1));
      expect(await mapped(member)).toBe(before[i]!.mapped - (sees ? 0 : 1));
    }
    // Its history, a change, an undo and a delete: as for a missing story, for those who may not see it.
    const [change] = (await server.request('GET', `/api/stories/${story.id}/revisions`, { token: family.admin.token })).body.revisions;
    expect(change.after).toEqual({ private: true });
    for (const hidden of [family.members.contributor, family.members.viewer]) {
      const t = hidden.token;
      expect((await server.request('GET', `/api/stories/${story.id}/revisions`, { token: t })).status).toBe(404);
      expect((await server.request('DELETE', `/api/stories/${story.id}`, { token: t })).status).toBe(404);
    }
    expect((await server.request('PATCH', `/api/stories/${story.id}`, { token: family.members.contributor.token, body: { summary: 'x' } })).status).toBe(404);
    expect((await server.request('POST', `/api/stories/${story.id}/revisions/${change.id}/undo`, { token: family.members.contributor.token })).status).toBe(404);
    // Another family: nothing, as always.
    expect((await server.request('GET', `/api/stories/${story.id}/revisions`, { token: other.admin.token })).status).toBe(404);
    expect(await titles(other.admin)).not.toContain(story.title);

    // The admin shares it again (an undo of the change): everyone sees it once more.
    expect((await server.request('POST', `/api/stories/${story.id}/revisions/${change.id}/undo`, { token: family.admin.token })).body.private).toBe(false);
    expect(await titles(family.members.viewer)).toContain(story.title);
  });

  it('only admins and storytellers may make a story private or shared again (403 for the others)', async () => {
    const story = await newStory();
    for (const member of [family.members.contributor, family.members.viewer]) {
      const res = await server.request('PATCH', `/api/stories/${story.id}`, { token: member.token, body: { private: true } });
      expect(res.status).toBe(403);
    }
    expect((await server.request('PATCH', `/api/stories/${story.id}`, { token: family.admin.token, body: { private: true } })).status).toBe(200);
    expect((await server.request('PATCH', `/api/stories/${story.id}`, { token: family.members.storyteller.token, body: { private: false } })).body.private).toBe(false);
  });

  it('whoever told a story still sees it when it is private; another contributor does not', async () => {
    const teller = family.members.contributor;
    const story = await newStory(teller);
    await server.request('PATCH', `/api/stories/${story.id}`, { token: family.admin.token, body: { private: true } });
    expect(await titles(teller)).toContain(story.title);
    expect(await titles(secondContributor)).not.toContain(story.title);
    expect((await server.request('GET', `/api/stories/${story.id}/revisions`, { token: teller.token })).status).toBe(200);
    // The teller may correct it, but not make it shared again.
    expect((await server.request('PATCH', `/api/stories/${story.id}`, { token: teller.token, body: { summary: 'As I told it' } })).status).toBe(200);
    expect((await server.request('PATCH', `/api/stories/${story.id}`, { token: teller.token, body: { private: false } })).status).toBe(403);
  });
});
