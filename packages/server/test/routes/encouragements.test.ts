import { randomUUID } from 'node:crypto';
import type { Encouragement } from '@kinstory/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/app.ts';
import { addContent, createFamily, familyAndAnother, joinByInvitation, type TestFamily } from '../helpers/family.ts';
import { createUser, type TestUser } from '../helpers/users.ts';

/**
 * Encouragement for the storyteller (issue #17): admins, contributors and viewers send it; the
 * storyteller and admins read the archive's, the others what they sent; the storyteller marks it
 * seen. Another family never reads a word of it.
 */
describe('encouragement, tried by every role and by another family', () => {
  const server = useTestServer();
  let family: TestFamily;
  let other: TestFamily;

  beforeAll(async () => ({ family, other } = await familyAndAnother(server)));

  const send = (user: TestUser, body: unknown) => server.request('POST', '/api/encouragements', { token: user.token, body });
  const list = async (user: TestUser) => {
    const res = await server.request('GET', '/api/encouragements', { token: user.token });
    expect(res.status).toBe(200);
    return res.body.encouragements as Encouragement[];
  };
  const markSeen = (user: TestUser) => server.request('POST', '/api/encouragements/seen', { token: user.token });
  const stored = async (archiveId = family.archiveId) => (await server.app.repos.db.selectFrom('encouragements').select('id').where('archive_id', '=', archiveId).execute()).length;

  it('a viewer, a contributor and an admin send it (201); the storyteller may not (403); the storyteller reads them all, newest first', async () => {
    const sent: Encouragement[] = [];
    for (const [name, user] of [
      ['The viewer', family.members.viewer],
      ['The contributor', family.members.contributor],
      ['Ann', family.admin],
    ] as const) {
      const res = await send(user, { text: `  Keep going, from ${name}  ` });
      expect(res.status, name).toBe(201);
      expect(res.body).toEqual({
        encouragement: { id: expect.stringMatching(/^\d+$/), from: name, text: `Keep going, from ${name}`, created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), seen: false },
      });
      sent.push(res.body.encouragement);
    }
    const refused = await send(family.members.storyteller, { text: 'To myself' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('You are not allowed to do this in this archive');
    expect(await stored()).toBe(3);

    expect(await list(family.members.storyteller)).toEqual([...sent].reverse());
    expect(await list(family.admin)).toEqual([...sent].reverse());
    // The others read what they sent, and only that.
    expect(await list(family.members.viewer)).toEqual([sent[0]]);
    expect(await list(family.members.contributor)).toEqual([sent[1]]);
  });

  it('another family and a user with no archive: nothing to read; sending is 404; marking seen is 404', async () => {
    await send(family.members.viewer, { text: 'For Rose only' });
    for (const outsider of [other.admin, other.members.storyteller, other.members.viewer]) {
      expect(JSON.stringify(await list(outsider))).not.toContain('For Rose only');
    }
    const loner = await createUser('loner');
    expect(await list(loner)).toEqual([]);
    const res = await send(loner, { text: 'Hello?' });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('No family archive yet');
    expect((await markSeen(loner)).status).toBe(404);
    // Another family's storyteller marks only theirs.
    expect((await markSeen(other.members.storyteller)).body).toEqual({ success: true, seen: 0 });
    expect((await list(family.members.storyteller)).some((e) => !e.seen)).toBe(true);
  });

  it('bad input: empty, blank, too long, not text, unknown fields: 400, nothing stored', async () => {
    const before = await stored();
    for (const body of [{}, { text: '' }, { text: '   ' }, { text: 'x'.repeat(2_001) }, { text: 5 }, { text: 'Hi', from: 'Someone else' }]) {
      const res = await send(family.members.viewer, body);
      expect(res.status, JSON.stringify(body).slice(0, 30)).toBe(400);
      expect(res.body.error).toMatch(/^Invalid body: /);
    }
    expect((await send(family.members.viewer, { text: '' })).body.error).toBe('Invalid body: text: Write a message before sending');
    expect(await stored()).toBe(before);
  });

  it('only the storyteller marks them seen (others 403): every unseen one is seen; a second call answers seen: 0', async () => {
    await send(family.members.contributor, { text: 'One more' });
    const unseen = (await list(family.members.storyteller)).filter((e) => !e.seen).length;
    expect(unseen).toBeGreaterThan(0);
    for (const user of [family.admin, family.members.contributor, family.members.viewer]) {
      const res = await markSeen(user);
      expect(res.status).toBe(403);
    }
    expect((await list(family.members.storyteller)).filter((e) => !e.seen)).toHaveLength(unseen);

    expect((await markSeen(family.members.storyteller)).body).toEqual({ success: true, seen: unseen });
    expect((await list(family.members.storyteller)).every((e) => e.seen)).toBe(true);
    expect((await list(family.members.contributor)).every((e) => e.seen)).toBe(true);
    expect((await markSeen(family.members.storyteller)).body).toEqual({ success: true, seen: 0 });
    // A new one is unseen again; the other family's are untouched.
    await send(family.admin, { text: 'And another' });
    expect((await list(family.members.storyteller))[0]).toMatchObject({ text: 'And another', seen: false });
  });

  it('at most 50, the newest', async () => {
    const sender = await joinByInvitation(server, family.admin, 'viewer');
    const texts = Array.from({ length: 52 }, (_, i) => `Note ${i}`);
    for (const text of texts) await server.app.repos.encouragements.add(family.archiveId, sender.uid, text);
    const listed = await list(sender);
    expect(listed.map((e) => e.text)).toEqual(texts.slice(2).reverse());
    expect(await list(family.members.storyteller)).toHaveLength(50);
  });
});

describe('encouragement goes with its sender and its archive; a removed member’s stays', () => {
  const server = useTestServer();
  let family: TestFamily;

  beforeAll(async () => {
    family = await createFamily(server);
  });

  const texts = async () => ((await server.request('GET', '/api/encouragements', { token: family.members.storyteller.token })).body.encouragements as Encouragement[]).map((e) => `${e.from}: ${e.text}`);
  const send = async (user: TestUser, text: string) => expect((await server.request('POST', '/api/encouragements', { token: user.token, body: { text } })).status).toBe(201);

  it('a removed member’s encouragement stays, under their name; a deleted account’s goes', async () => {
    const removed = await joinByInvitation(server, family.admin, 'contributor');
    const deleting = await joinByInvitation(server, family.admin, 'viewer');
    await send(removed, 'From one who leaves');
    await send(deleting, 'From one who deletes their account');
    await send(family.members.viewer, 'From one who stays');
    expect((await server.request('DELETE', `/api/members/${removed.uid}`, { token: family.admin.token })).status).toBe(200);
    expect((await server.request('DELETE', '/api/user', { token: deleting.token })).status).toBe(200);
    expect(await texts()).toEqual(['The viewer: From one who stays', 'The contributor: From one who leaves']);
    expect(await server.app.repos.db.selectFrom('encouragements').select('id').where('uid', '=', deleting.uid).execute()).toEqual([]);
  });

  it('a deleted archive takes its encouragement', async () => {
    expect((await server.request('DELETE', '/api/archive', { token: family.admin.token })).status).toBe(200);
    expect(await server.app.repos.db.selectFrom('encouragements').select('id').where('archive_id', '=', family.archiveId).execute()).toEqual([]);
  });
});

describe('perspectives and encouragement are rate limited per user', () => {
  const server = useTestServer({ limits: { perspectivesPerMinute: 2, encouragementsPerMinute: 2 } });

  it('the third of a minute is refused (429) and stores nothing; another member is not counted with them', async () => {
    const family = await createFamily(server);
    const { story } = await addContent(server, family.archiveId, null, `r-${randomUUID().slice(0, 6)}`);
    const count = async (table: 'perspectives' | 'encouragements') => (await server.app.repos.db.selectFrom(table).select('id').execute()).length;
    for (const [path, body, table] of [
      [`/api/stories/${story.id}/perspectives`, { text: 'Again' }, 'perspectives'],
      ['/api/encouragements', { text: 'Again' }, 'encouragements'],
    ] as const) {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await server.request('POST', path, { token: family.members.contributor.token, body })).status);
      expect(statuses, path).toEqual([201, 201, 429]);
      expect(await count(table)).toBe(2);
      expect((await server.request('POST', path, { token: family.admin.token, body })).status).toBe(201);
    }
  });
});
