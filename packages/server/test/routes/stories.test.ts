import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/app.ts';
import { createFamily, type TestFamily } from '../helpers/family.ts';

describe('stories, stats and memories', () => {
  const server = useTestServer();
  let family: TestFamily;
  const conversation = randomUUID();
  /** What every stored story says besides its title and significance; the list gives it back as stored. */
  const told = { theme: 't', summary: 's', content: 'c', narrative: { people: ['Tom'], dateContext: '1950', place: 'Leeds', actionOrEvent: 'wedding' }, people: ['Tom'] };

  beforeAll(async () => {
    family = await createFamily(server);
    await server.request('POST', `/api/conversations/${conversation}/intro`, {
      token: family.admin.token,
      body: { content: 'Hi', templateId: null, templateVariables: {} },
    });
    const { content } = server.app.repos;
    const titles = ['Banana', 'apple', 'Cherry', 'Date'];
    for (const [i, title] of titles.entries()) {
      await content.addStory({
        archive_id: family.archiveId,
        conversation_id: i === 0 ? conversation : null,
        title,
        ...told,
        significance_level: ['critical', 'high', 'medium', 'low'][i]!,
        significance_reason: 'r',
        created_at: `2020-01-0${i + 1}T00:00:00.000Z`,
      });
    }
    await content.addMemory({
      archive_id: family.archiveId,
      conversation_id: conversation,
      source_message_id: null,
      payload: { narrator: 'Rose', people: ['Tom'], dates: [{ value: 1950 }], places: [], relationships: [{ from: '', to: 'Tom', relation: 'brother' }], events: [] },
    });
    await content.addMemory({
      archive_id: family.archiveId,
      conversation_id: null,
      source_message_id: null,
      payload: { narrator: 'Rose', people: [], dates: [], places: ['Leeds'], relationships: [], events: [] },
    });
  });

  it('lists stories newest first by default, with every field', async () => {
    for (const member of [family.admin, family.members.viewer]) {
      const res = await server.request('GET', '/api/stories', { token: member.token });
      expect(res.status).toBe(200);
      expect(res.body.stories.map((s: { title: string }) => s.title)).toEqual(['Date', 'Cherry', 'apple', 'Banana']);
    }
    const res = await server.request('GET', '/api/stories?limit=1&sortOrder=asc', { token: family.admin.token });
    expect(res.body.stories).toEqual([
      {
        id: expect.any(String),
        conversation_id: conversation,
        title: 'Banana',
        ...told,
        significance: { level: 'critical', reason: 'r' },
        extraction_source: 'story',
        created_at: '2020-01-01T00:00:00.000Z',
        status: 'draft',
        private: false,
        recordings: [],
        perspectives: [],
      },
    ]);
  });

  it('sorts by title, pages with limit and offset, filters by conversation', async () => {
    const byTitle = await server.request('GET', '/api/stories?sortBy=title&sortOrder=Asc', { token: family.admin.token });
    expect(byTitle.body.stories.map((s: { title: string }) => s.title)).toEqual(['Banana', 'Cherry', 'Date', 'apple']);
    const page = await server.request('GET', '/api/stories?limit=2&offset=1&sortBy=created_at&sortOrder=DESC', { token: family.admin.token });
    expect(page.body.stories.map((s: { title: string }) => s.title)).toEqual(['Cherry', 'apple']);
    const one = await server.request('GET', `/api/stories?conversationId=${conversation}`, { token: family.admin.token });
    expect(one.body.stories.map((s: { title: string }) => s.title)).toEqual(['Banana']);
  });

  it('a story added after a read shows in the next read', async () => {
    const other = await createFamily(server);
    const before = await server.request('GET', '/api/stories', { token: other.admin.token });
    expect(before.body.stories).toEqual([]);
    await server.app.repos.content.addStory({
      archive_id: other.archiveId,
      conversation_id: null,
      title: 'New',
      theme: 't',
      summary: 's',
      content: 'c',
      significance_level: 'medium',
      significance_reason: 'r',
      narrative: { people: [], dateContext: '', place: '', actionOrEvent: '' },
      people: [],
    });
    const after = await server.request('GET', '/api/stories', { token: other.admin.token });
    expect(after.headers['content-type']).toMatch(/^application\/json/);
    expect(after.body.stories.map((s: { title: string }) => s.title)).toEqual(['New']);
  });

  it('sends the list gzip-encoded to a client that accepts gzip, and plain to one that does not', async () => {
    // node:http, not fetch: fetch always asks for gzip and decodes it out of sight.
    const get = (acceptEncoding?: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
        const headers: Record<string, string> = { authorization: `Bearer ${family.admin.token}` };
        if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
        http
          .get(`${server.url}/api/stories?sortBy=title`, { headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const titles = JSON.parse(plain.bytes.toString('utf8')).stories.map((s: { title: string }) => s.title);
    expect(titles).toEqual(['apple', 'Date', 'Cherry', 'Banana']);

    const gzipped = await get('gzip, deflate, br');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(gzipped.bytes).toString('utf8'))).toEqual(JSON.parse(plain.bytes.toString('utf8')));

    const refused = await get('gzip;q=0, identity');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.bytes.toString('utf8')).stories).toHaveLength(4);
  });

  it('counts stories and memories of the archive', async () => {
    const res = await server.request('GET', '/api/stories/stats', { token: family.members.contributor.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ total_stories: 4, total_memories: 2 });
  });

  it('lists memories, optionally of one conversation', async () => {
    const all = await server.request('GET', '/api/memories', { token: family.members.storyteller.token });
    expect(all.body.memories).toHaveLength(2);
    const one = await server.request('GET', `/api/memories?conversationId=${conversation}`, { token: family.admin.token });
    expect(one.body.memories).toEqual([
      {
        id: expect.any(String),
        conversation_id: conversation,
        payload: { narrator: 'Rose', people: ['Tom'], dates: [{ value: 1950 }], places: [], relationships: [{ from: '', to: 'Tom', relation: 'brother' }], events: [] },
        created_at: expect.any(String),
        status: 'draft',
      },
    ]);
  });

  it.each([
    ['limit=0', /limit/],
    ['limit=10000', /limit/],
    ['limit=abc', /limit/],
    ['offset=-1', /offset/],
    ['sortBy=content', /sortBy/],
    ['sortOrder=sideways', /sortOrder/],
    ['conversationId=not-a-uuid', /conversationId/],
    ['unknown=1', /unknown|Unrecognized/i],
  ])('refuses %s with 400', async (query, message) => {
    const res = await server.request('GET', `/api/stories?${query}`, { token: family.admin.token });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
  });
});
