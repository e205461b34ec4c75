import { beforeAll, describe, expect, it } from 'vitest';
import { lifeMapResponseSchema, type LifeMapResponse } from '@kinstory/contract';
import { useTestServer } from '../helpers/app.ts';
import { createFamily, type TestFamily } from '../helpers/family.ts';
import { createUser } from '../helpers/users.ts';

// createFamily's storyteller is 88 today.
const born = new Date().getUTCFullYear() - 88;
const periodCounts = (map: LifeMapResponse) => Object.fromEntries(map.periods.map((p) => [p.key, p.storyCount]));

describe('GET /api/archive/life-map', () => {
  const server = useTestServer();
  let family: TestFamily;
  let other: TestFamily;

  const addStory = (archiveId: string, theme: string, dateContext: string) =>
    server.app.repos.content.addStory({
      archive_id: archiveId,
      conversation_id: null,
      title: `${theme} ${dateContext}`,
      theme,
      summary: 's',
      content: 'c',
      significance_level: 'medium',
      significance_reason: 'r',
      narrative: { people: [], dateContext, place: '', actionOrEvent: '' },
      people: [],
    });

  beforeAll(async () => {
    family = await createFamily(server);
    other = await createFamily(server, 'Walter');
    await addStory(family.archiveId, 'everyday life', `the winter of ${born + 9}`);
    await addStory(family.archiveId, 'family', 'I was seven');
    await addStory(family.archiveId, 'work & career', '');
    await addStory(family.archiveId, 'love & marriage', `June of ${born + 25}`);
    // More than one page of the repository (100), all late in Walter's life.
    for (let i = 0; i < 101; i++) await addStory(other.archiveId, 'food & traditions', String(born + 80));
  });

  it('maps the caller’s archive: periods from the stories’ dates or themes, thin ones, three suggestions', async () => {
    for (const member of [family.admin, family.members.storyteller, family.members.viewer]) {
      const res = await server.request('GET', '/api/archive/life-map', { token: member.token });
      expect(res.status).toBe(200);
      const map = lifeMapResponseSchema.parse(res.body);
      expect(periodCounts(map)).toEqual({ childhood: 2, youth: 0, work: 1, 'love and family': 1, 'later life': 0 });
      expect(map.periods.find((p) => p.key === 'childhood')).toEqual({ key: 'childhood', label: 'Childhood', storyCount: 2, thin: false });
      expect(map.themes.find((t) => t.theme === 'family')).toEqual({ theme: 'family', storyCount: 1, thin: true });
      expect(map.suggestions.map((s) => s.topic)).toEqual(['Youth', 'Later life', 'War & service']);
      expect(map.suggestions.every((s) => s.prompt.startsWith('Tell me about'))).toBe(true);
    }
  });

  it('another family sees only their own archive’s map, every story counted', async () => {
    const res = await server.request('GET', '/api/archive/life-map', { token: other.admin.token });
    expect(res.status).toBe(200);
    expect(periodCounts(res.body)).toEqual({ childhood: 0, youth: 0, work: 0, 'love and family': 0, 'later life': 101 });
    expect(res.body.themes.find((t: { theme: string }) => t.theme === 'food & traditions').storyCount).toBe(101);
    expect(res.body.themes.find((t: { theme: string }) => t.theme === 'family').storyCount).toBe(0);
  });

  it('a user with no archive yet gets an empty map with three first topics', async () => {
    const newcomer = await createUser('newcomer');
    const res = await server.request('GET', '/api/archive/life-map', { token: newcomer.token });
    expect(res.status).toBe(200);
    expect(res.body.periods.every((p: { storyCount: number; thin: boolean }) => p.storyCount === 0 && p.thin)).toBe(true);
    expect(res.body.suggestions).toHaveLength(3);
  });

  it('refuses a signed-out request (401)', async () => {
    const res = await server.request('GET', '/api/archive/life-map');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: expect.any(String) });
  });
});
