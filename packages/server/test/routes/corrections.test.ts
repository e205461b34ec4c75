import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/app.ts';
import { addContent, familyAndAnother, type TestFamily } from '../helpers/family.ts';
import type { TestUser } from '../helpers/users.ts';

/**
 * Confirm and correct (issue #17): stories and memories start as drafts; members who write
 * confirm, correct or discard them, every change is a revision that can be undone; every member
 * reads the history; nobody outside the archive finds any of it.
 */
describe('confirm and correct', () => {
  const server = useTestServer();
  let family: TestFamily;
  let other: TestFamily;

  beforeAll(async () => ({ family, other } = await familyAndAnother(server)));

  const newStory = async () => {
    const { story } = await addContent(server, family.archiveId, null, `s-${randomUUID().slice(0, 6)}`);
    return story.id;
  };
  const newMemory = async () => {
    await addContent(server, family.archiveId, null, `m-${randomUUID().slice(0, 6)}`);
    const res = await server.request('GET', '/api/memories', { token: family.admin.token });
    return (res.body.memories as { id: string }[]).at(-1)!.id;
  };
  const storyOf = async (id: string, user: TestUser = family.admin) => {
    const res = await server.request('GET', '/api/stories?limit=100', { token: user.token });
    return (res.body.stories as { id: string }[]).find((s) => s.id === id) as Record<string, unknown> | undefined;
  };
  const stats = async () => (await server.request('GET', '/api/stories/stats', { token: family.admin.token })).body;

  it('a new story and memory are drafts', async () => {
    const id = await newStory();
    expect((await storyOf(id))!.status).toBe('draft');
    const memories = (await server.request('GET', '/api/memories', { token: family.admin.token })).body.memories as { status: string }[];
    expect(memories.every((m) => m.status === 'draft')).toBe(true);
  });

  it('the storyteller corrects a story’s place; the admin sees the correction and its history, with who and when', async () => {
    const id = await newStory();
    const res = await server.request('PATCH', `/api/stories/${id}`, {
      token: family.members.storyteller.token,
      body: { narrative: { place: 'Whitby' }, title: '  The day at Whitby ' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, title: 'The day at Whitby', status: 'draft', narrative: { people: [], dateContext: '', place: 'Whitby', actionOrEvent: '' } });

    const seen = await storyOf(id, family.admin);
    expect(seen).toMatchObject({ title: 'The day at Whitby', narrative: { place: 'Whitby' } });
    const history = await server.request('GET', `/api/stories/${id}/revisions`, { token: family.admin.token });
    expect(history.status).toBe(200);
    expect(history.body.revisions).toEqual([
      {
        id: expect.any(String),
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        by: { uid: family.members.storyteller.uid, name: 'The storyteller' },
        before: { title: expect.stringMatching(/ story$/), narrative: { people: [], dateContext: '', place: '', actionOrEvent: '' } },
        after: { title: 'The day at Whitby', narrative: { people: [], dateContext: '', place: 'Whitby', actionOrEvent: '' } },
        undoes: null,
        undone: false,
      },
    ]);
  });

  it('confirming is a revision; undo brings the draft back and is itself kept; an undone change cannot be undone twice', async () => {
    const id = await newStory();
    const confirmed = await server.request('PATCH', `/api/stories/${id}`, { token: family.members.contributor.token, body: { status: 'confirmed' } });
    expect(confirmed.body.status).toBe('confirmed');
    const [change] = (await server.request('GET', `/api/stories/${id}/revisions`, { token: family.admin.token })).body.revisions;
    const undone = await server.request('POST', `/api/stories/${id}/revisions/${change.id}/undo`, { token: family.admin.token });
    expect(undone.status).toBe(200);
    expect(undone.body.status).toBe('draft');
    expect((await storyOf(id))!.status).toBe('draft');
    const history = (await server.request('GET', `/api/stories/${id}/revisions`, { token: family.members.viewer.token })).body.revisions;
    expect(history.map((r: { undoes: string | null; undone: boolean; after: unknown }) => [r.undoes, r.undone, r.after])).toEqual([
      [change.id, false, { status: 'draft' }],
      [null, true, { status: 'confirmed' }],
    ]);
    const again = await server.request('POST', `/api/stories/${id}/revisions/${change.id}/undo`, { token: family.admin.token });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'This change was undone already' });
  });

  it('a change edited again since is not undone over the later one (409), and nothing changes', async () => {
    const id = await newStory();
    await server.request('PATCH', `/api/stories/${id}`, { token: family.admin.token, body: { summary: 'First' } });
    await server.request('PATCH', `/api/stories/${id}`, { token: family.admin.token, body: { summary: 'Second' } });
    const [latest, first] = (await server.request('GET', `/api/stories/${id}/revisions`, { token: family.admin.token })).body.revisions;
    const refused = await server.request('POST', `/api/stories/${id}/revisions/${first.id}/undo`, { token: family.admin.token });
    expect(refused.status).toBe(409);
    expect((await storyOf(id))!.summary).toBe('Second');
    expect((await server.request('POST', `/api/stories/${id}/revisions/${latest.id}/undo`, { token: family.admin.token })).body.summary).toBe('First');
  });

  it('a discarded story leaves the lists and the count, and comes back with its undo', async () => {
    const id = await newStory();
    const before = await stats();
    const discarded = await server.request('PATCH', `/api/stories/${id}`, { token: family.members.storyteller.token, body: { status: 'discarded' } });
    expect(discarded.body.status).toBe('discarded');
    for (const member of [family.admin, family.members.viewer]) expect(await storyOf(id, member)).toBeUndefined();
    expect((await stats()).total_stories).toBe(before.total_stories - 1);
    const [change] = (await server.request('GET', `/api/stories/${id}/revisions`, { token: family.admin.token })).body.revisions;
    await server.request('POST', `/api/stories/${id}/revisions/${change.id}/undo`, { token: family.members.storyteller.token });
    expect(await storyOf(id)).toMatchObject({ id, status: 'draft' });
    expect((await stats()).total_stories).toBe(before.total_stories);
  });

  it('the same changes make no revision twice: a patch that changes nothing records nothing', async () => {
    const id = await newStory();
    await server.request('PATCH', `/api/stories/${id}`, { token: family.admin.token, body: { theme: 'childhood' } });
    const same = await server.request('PATCH', `/api/stories/${id}`, { token: family.admin.token, body: { theme: 'childhood' } });
    expect(same.status).toBe(200);
    expect((await server.request('GET', `/api/stories/${id}/revisions`, { token: family.admin.token })).body.revisions).toHaveLength(1);
  });

  it('a memory’s people, places, dates and relationships are corrected, confirmed and undone the same way', async () => {
    const id = await newMemory();
    const res = await server.request('PATCH', `/api/memories/${id}`, {
      token: family.members.contributor.token,
      body: { places: ['Scarborough'], relationships: [{ from: '', to: 'Rose', relation: 'sister' }], status: 'confirmed' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'confirmed', payload: { places: ['Scarborough'], relationships: [{ from: '', to: 'Rose', relation: 'sister' }], dates: ['1950'] } });
    const [change] = (await server.request('GET', `/api/memories/${id}/revisions`, { token: family.members.viewer.token })).body.revisions;
    expect(change.before).toEqual({ places: ['Leeds'], relationships: [], status: 'draft' });
    const undone = await server.request('POST', `/api/memories/${id}/revisions/${change.id}/undo`, { token: family.admin.token });
    expect(undone.body).toMatchObject({ status: 'draft', payload: { places: ['Leeds'], relationships: [] } });
  });

  it('bad input is a 400 naming the field, and changes nothing', async () => {
    const id = await newStory();
    const cases: unknown[] = [{}, { theme: 'pirates' }, { title: '   ' }, { status: 'published' }, { narrative: { town: 'Leeds' } }, { significance: { level: 'huge' } }, { owner: 'me' }, 'text'];
    for (const body of cases) {
      const res = await server.request('PATCH', `/api/stories/${id}`, { token: family.admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toEqual(expect.any(String));
    }
    const memory = await newMemory();
    expect((await server.request('PATCH', `/api/memories/${memory}`, { token: family.admin.token, body: { people: 'Tom' } })).status).toBe(400);
    expect((await server.request('GET', `/api/stories/${id}/revisions`, { token: family.admin.token })).body.revisions).toEqual([]);
    expect((await server.request('POST', `/api/stories/${id}/revisions/999999/undo`, { token: family.admin.token })).status).toBe(404);
  });

  it('who may: a viewer reads the history but may not change anything (403); another family finds nothing (404)', async () => {
    const story = await newStory();
    const memory = await newMemory();
    await server.request('PATCH', `/api/stories/${story}`, { token: family.admin.token, body: { summary: 'Checked' } });
    const [change] = (await server.request('GET', `/api/stories/${story}/revisions`, { token: family.admin.token })).body.revisions;

    const viewer = family.members.viewer.token;
    expect((await server.request('GET', `/api/stories/${story}/revisions`, { token: viewer })).status).toBe(200);
    expect((await server.request('PATCH', `/api/stories/${story}`, { token: viewer, body: { status: 'confirmed' } })).status).toBe(403);
    expect((await server.request('PATCH', `/api/memories/${memory}`, { token: viewer, body: { status: 'confirmed' } })).status).toBe(403);
    expect((await server.request('POST', `/api/stories/${story}/revisions/${change.id}/undo`, { token: viewer })).status).toBe(403);

    for (const outsider of [other.admin, other.members.storyteller, other.members.viewer]) {
      const t = outsider.token;
      const answers = [
        await server.request('PATCH', `/api/stories/${story}`, { token: t, body: { status: 'confirmed' } }),
        await server.request('GET', `/api/stories/${story}/revisions`, { token: t }),
        await server.request('POST', `/api/stories/${story}/revisions/${change.id}/undo`, { token: t }),
        await server.request('PATCH', `/api/memories/${memory}`, { token: t, body: { status: 'confirmed' } }),
        await server.request('GET', `/api/memories/${memory}/revisions`, { token: t }),
      ];
      const statuses = answers.map((a) => a.status);
      // A viewer of another family is refused before anything is looked up; it learns nothing either way.
      if (outsider === other.members.viewer) expect(statuses).toEqual([403, 404, 403, 403, 404]);
      else expect(statuses).toEqual([404, 404, 404, 404, 404]);
    }
    expect((await storyOf(story))!.status).toBe('draft');
    expect((await server.request('GET', `/api/stories/${story}/revisions`, { token: family.admin.token })).body.revisions).toHaveLength(1);
  });

  it('deleting a story takes its history with it', async () => {
    const id = await newStory();
    await server.request('PATCH', `/api/stories/${id}`, { token: family.admin.token, body: { status: 'confirmed' } });
    expect((await server.request('DELETE', `/api/stories/${id}`, { token: family.admin.token })).status).toBe(200);
    const left = await server.app.repos.db.selectFrom('revisions').select('id').where('item_kind', '=', 'story').where('item_id', '=', Number(id)).execute();
    expect(left).toEqual([]);
    expect((await server.request('GET', `/api/stories/${id}/revisions`, { token: family.admin.token })).status).toBe(404);
  });
});
