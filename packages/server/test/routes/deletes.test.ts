import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { deleteResponseSchema, errorTexts } from '@kinstory/contract';
import { EXTRACT_JOB } from '../../src/services/extraction.ts';
import { useTestServer } from '../helpers/app.ts';
import { addContent, createFamily, type TestFamily } from '../helpers/family.ts';
import { chat } from '../helpers/sse.ts';
import { createUser, type TestUser } from '../helpers/users.ts';

const STORY =
  'In August 1958 my brother Pete and I took the bus to Blackpool without telling anyone. We spent every penny on the pier and then realised we had no fare home. A kind lady from Preston paid for our tickets and we got back after midnight.';

/** Signs in with the emulator as createUser's users do; the HTTP status of the attempt. */
async function signIn(user: TestUser): Promise<number> {
  const res = await fetch(`http://${inject('authEmulatorHost')}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: 'secret-password', returnSecureToken: true }),
  });
  await res.text();
  return res.status;
}

describe('deletes: conversations, stories, memories, follow-up items', () => {
  const server = useTestServer();
  let family: TestFamily;
  let other: TestFamily;

  const stats = async (token: string) => (await server.request('GET', '/api/stories/stats', { token })).body as { total_stories: number; total_memories: number };

  /** A conversation of `user` with a told story (messages, an extraction job, a memory) and one more story, memory and item. */
  async function conversationOf(user: TestUser, label: string) {
    const id = randomUUID();
    const res = await chat(server.url, user.token, { text: STORY, conversationId: id });
    expect(res.status).toBe(200);
    const { story, followUpItem } = await addContent(server, family.archiveId, id, label);
    const memory = (await server.app.repos.content.listMemories(family.archiveId, id)).at(-1)!;
    return { id, story, followUpItem, memory };
  }

  beforeAll(async () => {
    family = await createFamily(server);
    other = await createFamily(server, 'Edna');
  });

  it('the owner deletes their conversation with everything it produced; the counts drop', async () => {
    const teller = family.members.storyteller;
    const kept = await conversationOf(family.admin, 'kept');
    const gone = await conversationOf(teller, 'gone');
    const { repos } = server.app;
    const before = await stats(teller.token);
    const messages = await repos.conversations.listMessages(gone.id);
    const memories = (await repos.content.listMemories(family.archiveId, gone.id)).length;
    const stories = (await repos.content.listStories(family.archiveId, { conversationId: gone.id, limit: 100, offset: 0, sortBy: 'created_at', sortOrder: 'DESC' }, { uid: teller.uid, seesPrivate: true })).length;
    const items = (await repos.content.listFollowUpItems(family.archiveId, { conversationId: gone.id, includeFollowedUp: true })).length;
    expect(messages.length).toBeGreaterThanOrEqual(2);
    expect(await repos.jobs.find(EXTRACT_JOB, String(messages[0]!.id))).toBeDefined();
    // The story list is cached: read it, so the delete must clear it.
    const listed = await server.request('GET', '/api/stories?limit=100', { token: family.members.viewer.token });
    expect(listed.body.stories.map((s: { id: string }) => s.id)).toContain(gone.story.id);

    const res = await server.request('DELETE', `/api/conversations/${gone.id}`, { token: teller.token });
    expect(res.status).toBe(200);
    expect(deleteResponseSchema.safeParse(res.body).success).toBe(true);
    expect(res.body.deleted).toEqual({ conversations: 1, messages: messages.length, memories, stories, followUpItems: items });

    expect(await repos.conversations.find(gone.id)).toBeUndefined();
    expect(await repos.conversations.listMessages(gone.id)).toEqual([]);
    expect(await repos.content.listMemories(family.archiveId, gone.id)).toEqual([]);
    expect(await repos.content.listFollowUpItems(family.archiveId, { conversationId: gone.id, includeFollowedUp: true })).toEqual([]);
    expect(await repos.jobs.find(EXTRACT_JOB, String(messages[0]!.id))).toBeUndefined();
    expect((await server.request('GET', `/api/conversations/${gone.id}/messages`, { token: teller.token })).status).toBe(404);
    expect((await server.request('GET', '/api/conversations', { token: teller.token })).body.conversations).toEqual([]);
    expect(await stats(teller.token)).toEqual({ total_stories: before.total_stories - stories, total_memories: before.total_memories - memories });
    const after = await server.request('GET', '/api/stories?limit=100', { token: family.members.viewer.token });
    expect(after.body.stories.map((s: { id: string }) => s.id)).not.toContain(gone.story.id);
    expect(after.body.stories.map((s: { id: string }) => s.id)).toContain(kept.story.id);
    // The admin's conversation is untouched, its totals too.
    const adminList = await server.request('GET', '/api/conversations', { token: family.admin.token });
    expect(adminList.body.conversations).toEqual([expect.objectContaining({ id: kept.id, memory_count: (await repos.content.listMemories(family.archiveId, kept.id)).length })]);
  });

  it('another member’s conversation is 404 to everyone but an admin; another family’s admin gets 404', async () => {
    const teller = family.members.storyteller;
    const c = await conversationOf(teller, 'theirs');
    for (const user of [family.members.contributor, family.members.viewer, other.admin, other.members.storyteller]) {
      const res = await server.request('DELETE', `/api/conversations/${c.id}`, { token: user.token });
      expect(res.status).toBe(404);
    }
    expect(await server.app.repos.conversations.find(c.id)).toBeDefined();
    const loner = await createUser('loner');
    expect((await server.request('DELETE', `/api/conversations/${c.id}`, { token: loner.token })).status).toBe(404);
    expect((await server.request('DELETE', `/api/conversations/${randomUUID()}`, { token: family.admin.token })).status).toBe(404);
    expect((await server.request('DELETE', '/api/conversations/not-a-uuid', { token: family.admin.token })).status).toBe(400);
    const res = await server.request('DELETE', `/api/conversations/${c.id}`, { token: family.admin.token });
    expect(res.status).toBe(200);
    expect(res.body.deleted.conversations).toBe(1);
    expect(await server.app.repos.conversations.find(c.id)).toBeUndefined();
  });

  it('a contributor deletes their own conversation; a viewer owns none and may delete none', async () => {
    const { contributor, viewer } = family.members;
    const mine = randomUUID();
    await server.request('POST', `/api/conversations/${mine}/intro`, { token: contributor.token, body: { content: 'Hi' } });
    expect((await server.request('DELETE', `/api/conversations/${mine}`, { token: viewer.token })).status).toBe(404);
    const res = await server.request('DELETE', `/api/conversations/${mine}`, { token: contributor.token });
    expect(res.status).toBe(200);
    expect(res.body.deleted).toEqual({ conversations: 1, messages: 1, memories: 0, stories: 0, followUpItems: 0 });
    // A contributor who became a viewer keeps their conversations but may not delete them.
    const kept = randomUUID();
    await server.request('POST', `/api/conversations/${kept}/intro`, { token: contributor.token, body: { content: 'Hi' } });
    await server.request('PATCH', `/api/members/${contributor.uid}`, { token: family.admin.token, body: { role: 'viewer' } });
    expect((await server.request('DELETE', `/api/conversations/${kept}`, { token: contributor.token })).status).toBe(403);
    await server.request('PATCH', `/api/members/${contributor.uid}`, { token: family.admin.token, body: { role: 'contributor' } });
  });

  describe.each([
    { what: 'story', path: 'stories', key: 'story', gone: 'stories' },
    { what: 'memory', path: 'memories', key: 'memory', gone: 'memories' },
    { what: 'follow-up item', path: 'loose-facts', key: 'followUpItem', gone: 'followUpItems' },
  ] as const)('DELETE /api/$path/:id', ({ path, key, gone }) => {
    it('the storyteller deletes their own; not another’s (403); contributor and viewer may not (403); an admin may any', async () => {
      const teller = family.members.storyteller;
      const tellers = await conversationOf(teller, `t-${path}`);
      const admins = await conversationOf(family.admin, `a-${path}`);
      const contributors = randomUUID();
      await server.request('POST', `/api/conversations/${contributors}/intro`, { token: family.members.contributor.token, body: { content: 'Hi' } });
      const contributorsItem = await addContent(server, family.archiveId, contributors, `c-${path}`);
      const contributorsId = key === 'memory' ? (await server.app.repos.content.listMemories(family.archiveId, contributors))[0]!.id : contributorsItem[key === 'story' ? 'story' : 'followUpItem'].id;
      const id = (c: typeof tellers) => String(c[key].id);

      expect((await server.request('DELETE', `/api/${path}/${id(admins)}`, { token: teller.token })).status).toBe(403);
      expect((await server.request('DELETE', `/api/${path}/${contributorsId}`, { token: family.members.contributor.token })).status).toBe(403);
      for (const user of [family.members.contributor, family.members.viewer]) {
        expect((await server.request('DELETE', `/api/${path}/${id(tellers)}`, { token: user.token })).status).toBe(403);
      }
      for (const user of [other.admin, other.members.storyteller]) {
        expect((await server.request('DELETE', `/api/${path}/${id(tellers)}`, { token: user.token })).status).toBe(404);
      }
      const mine = await server.request('DELETE', `/api/${path}/${id(tellers)}`, { token: teller.token });
      expect(mine.status).toBe(200);
      expect(mine.body.deleted[gone]).toBe(1);
      expect((await server.request('DELETE', `/api/${path}/${id(tellers)}`, { token: teller.token })).status).toBe(404);
      const before = await stats(family.admin.token);
      const any = await server.request('DELETE', `/api/${path}/${id(admins)}`, { token: family.admin.token });
      expect(any.status).toBe(200);
      const after = await stats(family.admin.token);
      if (gone === 'stories') expect(after.total_stories).toBe(before.total_stories - 1);
      if (gone === 'memories') expect(after.total_memories).toBe(before.total_memories - 1);
      const list = await server.request('GET', `/api/${path}${path === 'loose-facts' ? '?includeFollowedUp=true' : path === 'stories' ? '?limit=100' : ''}`, { token: family.admin.token });
      const ids = (list.body.stories ?? list.body.memories ?? list.body.facts).map((r: { id: string }) => r.id);
      expect(ids).not.toContain(id(admins));
      expect(ids).not.toContain(id(tellers));
      expect(ids).toContain(String(contributorsId));
      expect((await server.request('DELETE', `/api/${path}/abc`, { token: family.admin.token })).status).toBe(400);
    });
  });
});

describe('DELETE /api/user and DELETE /api/archive', () => {
  const server = useTestServer();

  it('the only admin of an archive with other members is refused until they hand the role over', async () => {
    const family = await createFamily(server);
    const res = await server.request('DELETE', '/api/user', { token: family.admin.token });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(errorTexts.lastAdminAccount);
    expect(await signIn(family.admin)).toBe(200);
    expect((await server.request('GET', '/api/archive', { token: family.admin.token })).status).toBe(200);

    // Handed over: now the account goes, and the archive stays with its new admin.
    await server.request('PATCH', `/api/members/${family.members.contributor.uid}`, { token: family.admin.token, body: { role: 'admin' } });
    const conversation = randomUUID();
    await server.request('POST', `/api/conversations/${conversation}/intro`, { token: family.admin.token, body: { content: 'Hi' } });
    const gone = await server.request('DELETE', '/api/user', { token: family.admin.token });
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ success: true, archiveDeleted: false, deleted: { conversations: 1, messages: 1, memories: 0, stories: 0, followUpItems: 0 } });
    expect(await signIn(family.admin)).toBe(400);
    expect(await server.app.repos.archives.findUser(family.admin.uid)).toBeUndefined();
    expect(await server.app.repos.conversations.find(conversation)).toBeUndefined();
    const members = await server.request('GET', '/api/members', { token: family.members.contributor.token });
    expect(members.body.members.map((m: { uid: string }) => m.uid)).not.toContain(family.admin.uid);
    expect((await server.request('GET', '/api/archive', { token: family.members.viewer.token })).status).toBe(200);
  });

  it('any member deletes their account: their rows and sign-in go, the family’s other rows stay', async () => {
    const family = await createFamily(server);
    const teller = family.members.storyteller;
    const theirs = randomUUID();
    await chat(server.url, teller.token, { text: STORY, conversationId: theirs });
    await addContent(server, family.archiveId, theirs, 'teller');
    const admins = randomUUID();
    await server.request('POST', `/api/conversations/${admins}/intro`, { token: family.admin.token, body: { content: 'Hi' } });
    await addContent(server, family.archiveId, admins, 'admin');
    const before = (await server.request('GET', '/api/stories/stats', { token: family.admin.token })).body;

    // The token was verified (and cached) just now.
    expect((await server.request('GET', '/api/user/profile', { token: teller.token })).status).toBe(200);
    const res = await server.request('DELETE', '/api/user', { token: teller.token });
    expect(res.status).toBe(200);
    expect(res.body.archiveDeleted).toBe(false);
    // The deleted account's token is refused at once, and a write does not bring the user back.
    expect((await server.request('PUT', '/api/user/profile', { token: teller.token, body: { userName: 'Back again' } })).status).toBe(401);
    expect(await server.app.repos.archives.findUser(teller.uid)).toBeUndefined();
    expect(res.body.deleted.conversations).toBe(1);
    expect(res.body.deleted.stories).toBeGreaterThanOrEqual(1);
    expect(await signIn(teller)).toBe(400);
    expect(await server.app.repos.conversations.find(theirs)).toBeUndefined();
    expect(await server.app.repos.conversations.find(admins)).toBeDefined();
    const after = (await server.request('GET', '/api/stories/stats', { token: family.admin.token })).body;
    expect(after).toEqual({ total_stories: before.total_stories - res.body.deleted.stories, total_memories: before.total_memories - res.body.deleted.memories });
    const members = await server.request('GET', '/api/members', { token: family.admin.token });
    expect(members.body.members.map((m: { uid: string }) => m.uid)).not.toContain(teller.uid);
    // The invitation they accepted named them; it is gone too, the others' stay.
    const invitations = await server.request('GET', '/api/invitations', { token: family.admin.token });
    expect(invitations.body.invitations.map((i: { name: string }) => i.name).sort()).toEqual(['A contributor', 'A viewer']);
  });

  it('an admin alone in their archive takes the archive with them', async () => {
    const alone = await createUser('alone');
    const conversation = randomUUID();
    await server.request('POST', `/api/conversations/${conversation}/intro`, { token: alone.token, body: { content: 'Hi' } });
    const membership = await server.app.repos.archives.findMembership(alone.uid);
    const res = await server.request('DELETE', '/api/user', { token: alone.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ archiveDeleted: true, deleted: { conversations: 1, messages: 1 } });
    expect(await server.app.repos.archives.findArchive(membership!.archiveId)).toBeUndefined();
    expect(await signIn(alone)).toBe(400);
  });

  it('a user with no archive deletes their account', async () => {
    const user = await createUser('new');
    const res = await server.request('DELETE', '/api/user', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, archiveDeleted: false, deleted: { conversations: 0, messages: 0, memories: 0, stories: 0, followUpItems: 0 } });
    expect(await signIn(user)).toBe(400);
  });

  it('only an admin deletes the archive: everything of it goes, members keep their accounts', async () => {
    const family = await createFamily(server);
    const other = await createFamily(server, 'Edna');
    const otherConversation = randomUUID();
    await server.request('POST', `/api/conversations/${otherConversation}/intro`, { token: other.admin.token, body: { content: 'Hi' } });
    await addContent(server, other.archiveId, otherConversation, 'other');
    const otherStats = (await server.request('GET', '/api/stories/stats', { token: other.admin.token })).body;
    const conversation = randomUUID();
    await chat(server.url, family.members.storyteller.token, { text: STORY, conversationId: conversation });
    await addContent(server, family.archiveId, conversation, 'family');
    await addContent(server, family.archiveId, null, 'loose');

    for (const user of [family.members.storyteller, family.members.contributor, family.members.viewer]) {
      expect((await server.request('DELETE', '/api/archive', { token: user.token })).status).toBe(403);
    }
    const res = await server.request('DELETE', '/api/archive', { token: family.admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, members: 4, deleted: { conversations: 1 } });
    expect(res.body.deleted.stories).toBeGreaterThanOrEqual(2);
    expect(await server.app.repos.archives.findArchive(family.archiveId)).toBeUndefined();
    for (const user of [family.admin, family.members.storyteller, family.members.viewer]) {
      expect((await server.request('GET', '/api/archive', { token: user.token })).status).toBe(404);
      expect((await server.request('GET', '/api/stories/stats', { token: user.token })).body).toEqual({ total_stories: 0, total_memories: 0 });
      expect(await signIn(user)).toBe(200);
      expect((await server.request('GET', '/api/user/profile', { token: user.token })).status).toBe(200);
    }
    expect(await server.app.repos.conversations.find(conversation)).toBeUndefined();
    // Another family is untouched.
    expect((await server.request('GET', '/api/stories/stats', { token: other.admin.token })).body).toEqual(otherStats);
    expect(await server.app.repos.conversations.find(otherConversation)).toBeDefined();
    // A user without an archive has none to delete.
    expect((await server.request('DELETE', '/api/archive', { token: family.admin.token })).status).toBe(404);
  });
});
