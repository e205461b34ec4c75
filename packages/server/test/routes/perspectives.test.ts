import { randomUUID } from 'node:crypto';
import { voiceTexts, type Perspective } from '@kinstory/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/app.ts';
import { addContent, createFamily, familyAndAnother, joinByInvitation, type TestFamily } from '../helpers/family.ts';
import { createUser, type TestUser } from '../helpers/users.ts';

/**
 * Family perspectives (issue #17): admins, storytellers and contributors add their own words to a
 * story, written or told aloud; everyone who may see the story sees them with the author's name.
 * A viewer may not add one; another family, a discarded story and a private story the caller may
 * not see answer 404, as a missing story does.
 */
describe('family perspectives, tried by every role and by another family', () => {
  const server = useTestServer();
  let family: TestFamily;
  let other: TestFamily;

  beforeAll(async () => ({ family, other } = await familyAndAnother(server)));

  const newStory = async (archiveId = family.archiveId, conversationId: string | null = null) =>
    (await addContent(server, archiveId, conversationId, `v-${randomUUID().slice(0, 6)}`)).story;
  const add = (user: TestUser, storyId: number | string, body: unknown) => server.request('POST', `/api/stories/${storyId}/perspectives`, { token: user.token, body });
  const listed = async (user: TestUser, storyId: number | string) => {
    const stories = (await server.request('GET', '/api/stories?limit=100', { token: user.token })).body.stories as { id: string; perspectives: Perspective[] }[];
    return stories.find((s) => s.id === String(storyId))?.perspectives;
  };
  const stored = async (storyId: string) => (await server.app.repos.db.selectFrom('perspectives').select('id').where('story_id', '=', Number(storyId)).execute()).length;
  const recording = (user: TestUser, archiveId = family.archiveId) =>
    server.app.repos.recordings.store({ archiveId, uid: user.uid, contentType: 'audio/webm', audio: Buffer.from('a voice, kept') });

  it('admins, storytellers and contributors add one (201, with their name); a viewer gets 403 and stores nothing', async () => {
    const story = await newStory();
    for (const [role, user] of [
      ['admin', family.admin],
      ['storyteller', family.members.storyteller],
      ['contributor', family.members.contributor],
    ] as const) {
      const res = await add(user, story.id, { text: `  As the ${role} remembers it  ` });
      expect(res.status, role).toBe(201);
      expect(res.body).toEqual({
        perspective: {
          id: expect.stringMatching(/^\d+$/),
          story_id: String(story.id),
          author: role === 'admin' ? 'Ann' : `The ${role}`,
          author_uid: user.uid,
          text: `As the ${role} remembers it`,
          audio: false,
          created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      });
    }
    const refused = await add(family.members.viewer, story.id, { text: 'I was there too' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('You are not allowed to do this in this archive');
    expect(await stored(story.id)).toBe(3);
  });

  it('another family, a user with no archive, a missing and a discarded story: 404, nothing stored', async () => {
    const story = await newStory();
    for (const outsider of [other.admin, other.members.storyteller, other.members.contributor, await createUser('loner')]) {
      const res = await add(outsider, story.id, { text: 'Not my family' });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Story not found');
    }
    expect((await add(family.admin, 999_999, { text: 'Nothing here' })).status).toBe(404);
    expect(await stored(story.id)).toBe(0);
    const discarded = await newStory();
    expect((await server.request('PATCH', `/api/stories/${discarded.id}`, { token: family.admin.token, body: { status: 'discarded' } })).status).toBe(200);
    expect((await add(family.members.contributor, discarded.id, { text: 'Too late' })).status).toBe(404);
    expect(await stored(discarded.id)).toBe(0);
  });

  it('a contributor’s perspective is shown under the story to the storyteller and a viewer, with the contributor’s name, at once', async () => {
    const story = await newStory();
    // The lists are cached: read them first, so a stale entry would show.
    for (const reader of [family.members.storyteller, family.members.viewer]) expect(await listed(reader, story.id)).toEqual([]);
    const res = await add(family.members.contributor, story.id, { text: 'Grandad always said it was Morecambe, not Blackpool.' });
    expect(res.status).toBe(201);
    for (const reader of [family.members.storyteller, family.members.viewer, family.admin]) {
      expect(await listed(reader, story.id)).toEqual([res.body.perspective]);
    }
    expect((await listed(family.members.viewer, story.id))![0]).toMatchObject({ author: 'The contributor', author_uid: family.members.contributor.uid });
    // Another family's lists never carry it.
    expect(JSON.stringify((await server.request('GET', '/api/stories?limit=100', { token: other.admin.token })).body)).not.toContain('Morecambe');
  });

  it('a private story: a contributor who may not see it gets 404 and never sees its perspectives; whoever may see it does', async () => {
    const story = await newStory();
    expect((await server.request('PATCH', `/api/stories/${story.id}`, { token: family.members.storyteller.token, body: { private: true } })).status).toBe(200);
    const refused = await add(family.members.contributor, story.id, { text: 'I should not know of this' });
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe('Story not found');
    const byAdmin = await add(family.admin, story.id, { text: 'Kept between us' });
    expect(byAdmin.status).toBe(201);
    expect(await listed(family.members.storyteller, story.id)).toEqual([byAdmin.body.perspective]);
    for (const hidden of [family.members.contributor, family.members.viewer]) expect(await listed(hidden, story.id)).toBeUndefined();
    expect(await stored(story.id)).toBe(1);

    // Whoever told a private story still sees it, and may add to it.
    const teller = await joinByInvitation(server, family.admin, 'contributor');
    const conversationId = randomUUID();
    await server.app.repos.conversations.claim(conversationId, teller.uid, family.archiveId);
    const own = await newStory(family.archiveId, conversationId);
    await server.request('PATCH', `/api/stories/${own.id}`, { token: family.admin.token, body: { private: true } });
    expect((await add(teller, own.id, { text: 'My own story' })).status).toBe(201);
    expect((await add(family.members.contributor, own.id, { text: 'Not mine' })).status).toBe(404);
  });

  it('bad input: blank text and no recording, an unknown or another’s recording, unknown fields, too long: 400, nothing stored', async () => {
    const story = await newStory();
    const cases: [unknown, RegExp | string][] = [
      [{}, 'Invalid body: Write your perspective, or record it, before sharing'],
      [{ text: '   ' }, 'Invalid body: Write your perspective, or record it, before sharing'],
      [{ text: 7 }, /text must be text/],
      [{ text: 'x'.repeat(8_001) }, /at most 8,000 characters/],
      [{ text: 'Hi', author: 'Someone else' }, /Invalid body/],
      [{ recordingId: 'not-a-uuid' }, /recordingId must be the id of an uploaded recording/],
    ];
    for (const [body, error] of cases) {
      const res = await add(family.members.contributor, story.id, body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.body.error).toMatch(error);
    }
    const missing = await add(family.members.contributor, story.id, { text: 'With a voice', recordingId: randomUUID() });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe(voiceTexts.recordingNotFound);
    // The storyteller's recording is not the contributor's to keep; another family's neither.
    for (const recordingId of [await recording(family.members.storyteller), await recording(other.admin, other.archiveId)]) {
      const res = await add(family.members.contributor, story.id, { recordingId });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(voiceTexts.recordingNotFound);
    }
    expect((await add(family.members.contributor, 'abc', { text: 'x' })).status).toBe(400);
    expect(await stored(story.id)).toBe(0);
    expect(await listed(family.members.storyteller, story.id)).toEqual([]);
  });

  it('a perspective told aloud keeps its recording (audio: true); the recording is kept once, a second use is refused', async () => {
    const story = await newStory();
    const recordingId = await recording(family.members.contributor);
    const res = await add(family.members.contributor, story.id, { recordingId });
    expect(res.status).toBe(201);
    expect(res.body.perspective).toMatchObject({ text: '', audio: true, author: 'The contributor' });
    const kept = await server.app.repos.recordings.findInfo({ perspectiveId: Number(res.body.perspective.id) });
    expect(kept?.id).toBe(recordingId);
    expect(await listed(family.members.viewer, story.id)).toEqual([res.body.perspective]);

    const again = await add(family.members.contributor, story.id, { text: 'And once more', recordingId });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(voiceTexts.recordingNotFound);
    expect(await stored(story.id)).toBe(1);
  });

  it('a removed member’s perspectives stay with the story, under their name', async () => {
    const story = await newStory();
    const leaving = await joinByInvitation(server, family.admin, 'contributor');
    expect((await add(leaving, story.id, { text: 'Before I go' })).status).toBe(201);
    expect((await server.request('DELETE', `/api/members/${leaving.uid}`, { token: family.admin.token })).status).toBe(200);
    expect(await listed(family.members.storyteller, story.id)).toEqual([expect.objectContaining({ author: 'The contributor', author_uid: leaving.uid, text: 'Before I go' })]);
    expect((await add(leaving, story.id, { text: 'Still here?' })).status).toBe(404);
  });
});

describe('perspectives go with what they belong to', () => {
  const server = useTestServer();
  let family: TestFamily;

  beforeAll(async () => {
    family = await createFamily(server);
  });

  const add = async (user: TestUser, storyId: string, text: string, recordingId?: string) => {
    const res = await server.request('POST', `/api/stories/${storyId}/perspectives`, { token: user.token, body: { text, recordingId } });
    if (res.status !== 201) throw new Error(`add: ${res.text}`);
    return res.body.perspective as Perspective;
  };
  const rows = async (archiveId = family.archiveId) => server.app.repos.db.selectFrom('perspectives').selectAll().where('archive_id', '=', archiveId).execute();
  const kept = async (uid: string) => (await server.app.repos.db.selectFrom('recordings').select('id').where('uid', '=', uid).where('perspective_id', 'is not', null).execute()).length;
  const perspectivesListed = async (user: TestUser) =>
    ((await server.request('GET', '/api/stories?limit=100', { token: user.token })).body.stories as { perspectives: Perspective[] }[]).flatMap((s) => s.perspectives.map((p) => p.text));

  it('a deleted story takes its perspectives and their recordings; the other stories keep theirs', async () => {
    const { story } = await addContent(server, family.archiveId, null, 'doomed');
    const { story: kept1 } = await addContent(server, family.archiveId, null, 'kept');
    const recordingId = await server.app.repos.recordings.store({ archiveId: family.archiveId, uid: family.members.contributor.uid, contentType: 'audio/webm', audio: Buffer.from('x') });
    await add(family.members.contributor, story.id, 'On the doomed story', recordingId);
    await add(family.members.contributor, kept1.id, 'On the kept story');
    expect(await perspectivesListed(family.members.viewer)).toEqual(expect.arrayContaining(['On the doomed story', 'On the kept story']));
    expect(await kept(family.members.contributor.uid)).toBe(1);

    expect((await server.request('DELETE', `/api/stories/${story.id}`, { token: family.admin.token })).status).toBe(200);
    expect((await rows()).map((r) => r.text)).toEqual(['On the kept story']);
    expect(await kept(family.members.contributor.uid)).toBe(0);
    expect(await perspectivesListed(family.members.viewer)).toEqual(['On the kept story']);
  });

  it('a deleted conversation takes the perspectives on its stories', async () => {
    const teller = family.members.storyteller;
    const conversationId = randomUUID();
    await server.app.repos.conversations.claim(conversationId, teller.uid, family.archiveId);
    const { story } = await addContent(server, family.archiveId, conversationId, 'told');
    await add(family.members.contributor, story.id, 'On a told story');
    const before = (await rows()).length;
    const res = await server.request('DELETE', `/api/conversations/${conversationId}`, { token: teller.token });
    expect(res.status).toBe(200);
    expect(res.body.deleted.stories).toBe(1);
    expect(await rows()).toHaveLength(before - 1);
    expect(await perspectivesListed(family.admin)).not.toContain('On a told story');
  });

  it('a deleted account takes its perspectives (and lists show it at once); the others’ stay', async () => {
    const leaving = await joinByInvitation(server, family.admin, 'contributor');
    const { story } = await addContent(server, family.archiveId, null, 'shared');
    await add(leaving, story.id, 'Mine, going with me');
    await add(family.admin, story.id, 'The admin’s, staying');
    expect(await perspectivesListed(family.members.viewer)).toContain('Mine, going with me');
    expect((await server.request('DELETE', '/api/user', { token: leaving.token })).status).toBe(200);
    expect(await perspectivesListed(family.members.viewer)).not.toContain('Mine, going with me');
    expect(await perspectivesListed(family.members.viewer)).toContain('The admin’s, staying');
    expect((await rows()).filter((r) => r.uid === leaving.uid)).toEqual([]);
  });

  it('a deleted archive takes every perspective of it', async () => {
    expect((await rows()).length).toBeGreaterThan(0);
    expect((await server.request('DELETE', '/api/archive', { token: family.admin.token })).status).toBe(200);
    expect(await rows()).toEqual([]);
  });
});
