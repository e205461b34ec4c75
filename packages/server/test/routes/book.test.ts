import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookPlan } from '@kinstory/contract';
import { useTestServer } from '../helpers/app.ts';
import { createFamily, type TestFamily } from '../helpers/family.ts';
import { bookPages, expectPagesLike } from '../helpers/pdf.ts';
import { createUser, type TestUser } from '../helpers/users.ts';

/**
 * The book (issue #16 parts 1 and 2): POST /api/archive/book/plan and /api/archive/book.pdf, for
 * every member as they may see the archive. The PDF is read back as a reader would: its text page by
 * page (unpdf), its fonts, and two pages as pictures against committed references.
 */
describe('the book', () => {
  const server = useTestServer({ limits: { bookPdfsPerMinute: 4 } });
  let family: TestFamily;
  let other: TestFamily;
  const ids: Record<'snow' | 'tet' | 'wedding' | 'cows', string> = { snow: '', tet: '', wedding: '', cows: '' };
  const titles = { snow: 'The Snow Tunnel', tet: 'Tết in Ōsaka', wedding: 'A Wedding in Kraków', cows: 'Milking the Cows' };

  /** A conversation of the storyteller's as the chat leaves it: her messages, replies, and a story from the last of hers. */
  async function tell(owner: TestUser, conversationId: string, said: string[], story: { title: string; theme: string; when: string; place: string; people: string[] }) {
    const { conversations, content } = server.app.repos;
    await conversations.claim(conversationId, owner.uid, family.archiveId);
    let last = 0;
    for (const text of said) {
      last = (await conversations.addMessage(conversationId, { clientMessageId: randomUUID(), role: 'user', content: text })).id;
      await conversations.addMessage(conversationId, { clientMessageId: randomUUID(), role: 'assistant', content: 'What happened next?' });
    }
    const { stories } = await content.addExtraction(
      { conversationId, archiveId: family.archiveId, sourceMessageId: last },
      {
        memory: { narrator: 'Rose', people: story.people, dates: [], places: [story.place], relationships: [], events: [] },
        story: {
          title: story.title,
          theme: story.theme,
          summary: `${story.title}, in short.`,
          content: `${story.title}, as the extractor wrote it.`,
          significance: { level: 'high', reason: 'r' },
          narrative: { people: story.people, dateContext: story.when, place: story.place, actionOrEvent: '' },
        },
        followUpItems: [],
      },
    );
    return String(stories[0]!.id);
  }

  const plan = async (user: TestUser, body: unknown = {}) => server.request('POST', '/api/archive/book/plan', { token: user.token, body });
  const pdf = async (user: TestUser, body: unknown = {}) => {
    const res = await fetch(`${server.url}/api/archive/book.pdf`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  beforeAll(async () => {
    family = await createFamily(server, 'Rose');
    other = await createFamily(server, 'Otto');
    const teller = family.members.storyteller;
    const first = randomUUID();
    ids.snow = await tell(
      teller,
      first,
      [
        'Well, um, my brother Frank and I grew up on a farm near Cork.',
        'In the winter of 1947 the snow was so deep that our father dug a tunnel to the barn, you know, so we could milk the cows. Frank carried the lantern every morning. The walls of the tunnel shone blue when the sun came up.',
      ],
      { title: titles.snow, theme: 'childhood', when: 'the winter of 1947', place: 'Cork', people: ['Frank'] },
    );
    ids.tet = await tell(
      teller,
      first,
      ['Uh, years later, in 1962, we spent Tết in Ōsaka with Nguyễn Văn An and his family. He cooked for three days and we ate it all in one night.'],
      { title: titles.tet, theme: 'migration & travel', when: '1962', place: 'Ōsaka', people: ['Nguyễn Văn An'] },
    );
    const second = randomUUID();
    ids.wedding = await tell(
      teller,
      second,
      ['In June of 1955 I married Harold at St Anne’s church in Kraków. It rained all day, but we danced until midnight.'],
      { title: titles.wedding, theme: 'love & marriage', when: 'June of 1955', place: 'Kraków', people: ['Harold'] },
    );
    ids.cows = await tell(teller, second, ['We had four cows, and each had a name from the Bible.'], { title: titles.cows, theme: 'childhood', when: '', place: '', people: [] });
    for (const id of [ids.snow, ids.tet, ids.wedding]) {
      expect((await server.request('PATCH', `/api/stories/${id}`, { token: teller.token, body: { status: 'confirmed' } })).status).toBe(200);
    }
    // The wedding is hers and the admins': private.
    expect((await server.request('PATCH', `/api/stories/${ids.wedding}`, { token: teller.token, body: { private: true } })).status).toBe(200);
    const said = await server.request('POST', `/api/stories/${ids.snow}/perspectives`, { token: family.members.contributor.token, body: { text: 'Dad told us the tunnel was taller than him.' } });
    expect(said.status).toBe(201);
    // Another family's story, which nobody here may put in a book.
    const otto = randomUUID();
    await server.app.repos.conversations.claim(otto, other.members.storyteller.uid, other.archiveId);
    const msg = await server.app.repos.conversations.addMessage(otto, { clientMessageId: randomUUID(), role: 'user', content: 'We sailed to Oslo.' });
    const { stories } = await server.app.repos.content.addExtraction(
      { conversationId: otto, archiveId: other.archiveId, sourceMessageId: msg.id },
      {
        memory: { narrator: 'Otto', people: [], dates: [], places: ['Oslo'], relationships: [], events: [] },
        story: { title: 'Sailing to Oslo', theme: 'migration & travel', summary: 's', content: 'c', significance: { level: 'low', reason: 'r' }, narrative: { people: [], dateContext: '1950', place: 'Oslo', actionOrEvent: '' } },
        followUpItems: [],
      },
    );
    await server.request('PATCH', `/api/stories/${stories[0]!.id}`, { token: other.admin.token, body: { status: 'confirmed' } });
  });

  it('plans every confirmed story by default, in the life’s chronology, titled after the storyteller', async () => {
    const res = await plan(family.admin);
    expect(res.status).toBe(200);
    const body = res.body as BookPlan;
    expect(body).toMatchObject({ title: 'The Stories of Rose', storyteller: 'Rose', dedication: '', order: 'chronology', largePrint: false });
    expect(body.chapters.map((c) => c.title)).toEqual([titles.snow, titles.wedding, titles.tet]);
    expect(body.chapters[0]).toEqual({ storyId: ids.snow, title: titles.snow, theme: 'childhood', whenWhere: 'the winter of 1947 · Cork', status: 'confirmed', private: false });
    expect(body.chapters[1]!.private).toBe(true);
    // The draft is offered, undated, after the wedding told just before it.
    expect(body.available.map((c) => c.title)).toEqual([titles.snow, titles.wedding, titles.cows, titles.tet]);
    expect(body.available[2]).toMatchObject({ status: 'draft', whenWhere: '' });
  });

  it('orders by theme in the archive’s order of themes when asked, with the stories chosen', async () => {
    const res = await plan(family.admin, { order: 'theme', storyIds: [ids.tet, ids.cows, ids.snow, ids.wedding], title: 'Grandma’s Book', dedication: 'For Frank', largePrint: true });
    expect(res.status).toBe(200);
    expect((res.body as BookPlan).chapters.map((c) => c.title)).toEqual([titles.snow, titles.cows, titles.wedding, titles.tet]);
    expect(res.body).toMatchObject({ title: 'Grandma’s Book', dedication: 'For Frank', largePrint: true, order: 'theme' });
  });

  it('prints the chosen stories with a contents page whose numbers are the pages the chapters start on, in embedded fonts', async () => {
    const chosen = [ids.snow, ids.wedding, ids.cows, ids.tet];
    const { res, bytes } = await pdf(family.admin, { storyIds: chosen, dedication: 'For Frank, who dug the tunnel.' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="the-stories-of-rose.pdf"');
    const pages = await bookPages(bytes);
    expect(pages[0]).toContain('The Stories of Rose');
    expect(pages[0]).toContain('Rose');
    expect(pages[1]).toContain('For Frank, who dug the tunnel.');

    // The contents: every title in the book's order, each with its page, which is where that chapter's title is.
    const contentsAt = pages.findIndex((p) => p.startsWith('Contents'));
    const contents = pages[contentsAt]!;
    const order = [titles.snow, titles.wedding, titles.cows, titles.tet];
    const listed = order.map((title) => {
      const at = contents.indexOf(title);
      expect(at, title).toBeGreaterThan(0);
      return { title, at, page: Number(/^\s*(\d+)/.exec(contents.slice(at + title.length))![1]) };
    });
    expect(listed.map((l) => l.at)).toEqual([...listed.map((l) => l.at)].sort((a, b) => a - b));
    for (const { title, page } of listed) {
      const firstWithTitle = pages.findIndex((p, i) => i > contentsAt && p.includes(title)) + 1;
      expect(page, title).toBe(firstWithTitle);
    }
    expect(listed.map((l) => l.page)).toEqual([...listed.map((l) => l.page)].sort((a, b) => a - b));

    const chapter = (title: string) => pages[listed.find((l) => l.title === title)!.page - 1]!;
    // The storyteller's own words, without the chat's filler; each story only its own messages.
    expect(chapter(titles.snow)).toContain('My brother Frank and I grew up on a farm near Cork.');
    expect(chapter(titles.snow)).toContain('to the barn, so we could milk the cows.');
    expect(chapter(titles.snow)).not.toMatch(/\bum\b|you know/);
    expect(chapter(titles.snow)).toContain('the winter of 1947 · Cork');
    expect(chapter(titles.tet)).toContain('Years later, in 1962, we spent Tết in Ōsaka with Nguyễn Văn An');
    expect(chapter(titles.tet)).not.toContain('grew up on a farm');
    // The family's perspective with its author's name; the people in it.
    expect(pages.join('\n')).toContain('Dad told us the tunnel was taller than him.');
    expect(pages.join('\n')).toContain('— The contributor');
    expect(chapter(titles.snow)).toMatch(/In this story:\s*Frank/);
    // Drafts and private stories are marked as such; confirmed shared ones are not.
    expect(chapter(titles.cows)).toContain('Draft — not yet confirmed by the family');
    expect(chapter(titles.wedding)).toMatch(/\bPrivate\b/);
    expect(chapter(titles.snow)).not.toContain('Draft');
    // Names in other scripts come back exactly as told.
    for (const name of ['Tết', 'Kraków', 'Ōsaka', 'Nguyễn Văn An']) expect(pages.join('\n')).toContain(name);
    // The index of people and places, with the pages their chapters start on; the colophon.
    const index = pages.find((p) => p.includes('Index of people and places'))!;
    expect(index).toMatch(new RegExp(`Frank\\s+${listed[0]!.page}\\b`));
    expect(index).toMatch(new RegExp(`Kraków\\s+${listed[1]!.page}\\b`));
    expect(index).toMatch(new RegExp(`Ōsaka\\s+${listed[3]!.page}\\b`));
    expect(pages.at(-1)).toContain('Recorded with Kinstory');
    expect(pages.at(-1)).toMatch(/Made on \d{1,2} [A-Z][a-z]+ 20\d\d/);

    // Every font is embedded (a subset of Literata), none left to the reader's machine.
    const raw = bytes.toString('latin1');
    expect(raw).toContain('/FontFile2');
    expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
    const fonts = execFileSync('pdffonts', ['-'], { input: bytes }).toString().trim().split('\n').slice(2);
    expect(fonts.length).toBeGreaterThanOrEqual(3);
    for (const line of fonts) expect(line).toMatch(/Literata.* yes\s+yes\s+yes/);

    // Page 1 and the first chapter's page, as pictures, against the committed references.
    expectPagesLike(bytes, [
      { page: 1, name: 'cover' },
      { page: listed[0]!.page, name: 'chapter' },
    ]);
  });

  it('sets large print in 16 pt: the same stories take more pages', async () => {
    const body = { storyIds: [ids.snow, ids.tet] };
    const normal = await bookPages((await pdf(family.admin, body)).bytes);
    const large = await bookPages((await pdf(family.admin, { ...body, largePrint: true })).bytes);
    expect(large.length).toBeGreaterThan(normal.length);
    expect(large.join(' ')).toContain('Years later, in 1962, we spent Tết in Ōsaka');
  });

  it('is the archive as each member may see it: a contributor’s book has no private story, and may not ask for one', async () => {
    const planned = await plan(family.members.contributor);
    expect((planned.body as BookPlan).chapters.map((c) => c.title)).toEqual([titles.snow, titles.tet]);
    expect((planned.body as BookPlan).available.map((c) => c.title)).not.toContain(titles.wedding);
    const { res, bytes } = await pdf(family.members.contributor);
    expect(res.status).toBe(200);
    const text = (await bookPages(bytes)).join('\n');
    expect(text).toContain(titles.snow);
    expect(text).not.toContain(titles.wedding);
    expect(text).not.toContain('Harold');

    const refused = await plan(family.members.contributor, { storyIds: [ids.snow, ids.wedding] });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain(`Story ${ids.wedding}`);
    const asPdf = await pdf(family.members.contributor, { storyIds: [ids.wedding] });
    expect(asPdf.res.status).toBe(400);
    expect(JSON.parse(asPdf.bytes.toString()).error).toContain(`Story ${ids.wedding}`);
  });

  it('gives the storyteller and a viewer theirs; another family only its own; no archive 404; no token 401', async () => {
    expect(((await plan(family.members.storyteller)).body as BookPlan).chapters.map((c) => c.title)).toContain(titles.wedding);
    expect(((await plan(family.members.viewer)).body as BookPlan).chapters.map((c) => c.title)).toEqual([titles.snow, titles.tet]);
    const viewerPdf = await pdf(family.members.viewer, { title: 'Rose’s Stories' });
    expect(viewerPdf.res.status).toBe(200);
    expect(viewerPdf.res.headers.get('content-disposition')).toBe('attachment; filename="rose-s-stories.pdf"');

    const theirs = (await plan(other.admin)).body as BookPlan;
    expect(theirs.title).toBe('The Stories of Otto');
    expect(theirs.available.map((c) => c.title)).toEqual(['Sailing to Oslo']);
    const crossed = await plan(other.admin, { storyIds: [ids.snow] });
    expect(crossed.status).toBe(400);
    expect(crossed.body.error).toContain(`Story ${ids.snow}`);

    const stranger = await createUser('stranger');
    for (const res of [await plan(stranger), (await pdf(stranger)).res]) expect(res.status).toBe(404);
    expect((await plan(stranger)).body).toEqual({ error: 'No family archive yet' });
    expect((await server.request('POST', '/api/archive/book/plan', { body: {} })).status).toBe(401);
    expect((await server.request('POST', '/api/archive/book.pdf', { body: {} })).status).toBe(401);
  });

  it('refuses bad input with 400, naming what is wrong', async () => {
    const cases: [unknown, RegExp][] = [
      [{ order: 'alphabetical' }, /order must be one of chronology, theme/],
      [{ title: '   ' }, /title must not be blank/],
      [{ storyIds: ['abc'] }, /storyIds\.0: id must be a positive integer/],
      [{ storyIds: ['999999'] }, /Story 999999 cannot go in the book/],
      [{ largePrint: 'yes' }, /largePrint/],
      [{ pages: 3 }, /pages/],
    ];
    for (const [body, error] of cases) {
      const res = await plan(family.admin, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatch(error);
    }
    const bad = await pdf(family.admin, { order: 'alphabetical' });
    expect(bad.res.status).toBe(400);
  });

  it('renders a book at most a few times a minute per member (429 then)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await pdf(other.admin)).res.status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    // Planning is not counted.
    expect((await plan(other.admin)).status).toBe(200);
  });
});
