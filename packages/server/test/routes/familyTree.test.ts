import { randomUUID } from 'node:crypto';
import { parse } from 'gedcom';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/app.ts';
import { createFamily, type TestFamily } from '../helpers/family.ts';
import { chat } from '../helpers/sse.ts';
import { createUser, type TestUser } from '../helpers/users.ts';

/**
 * GET /api/archive/family.ged (issue #16 part 5): the family tree of what the storyteller told, as
 * GEDCOM 7.0, for every member as they may see the archive; never another family's people.
 */
describe('GET /api/archive/family.ged', () => {
  const server = useTestServer();
  let family: TestFamily;
  let other: TestFamily;
  let privateTitle: string;

  const tree = async (user: TestUser) => {
    const res = await server.request('GET', '/api/archive/family.ged', { token: user.token });
    return { res, root: res.status === 200 ? parse(res.text.replace(/^\uFEFF/, '')) : null };
  };
  const names = (root: ReturnType<typeof parse>) =>
    root.children.filter((r) => r.type === 'INDI').map((r) => r.children.find((c) => c.type === 'NAME')?.data.value);
  const notes = (root: ReturnType<typeof parse>) => root.children.flatMap((r) => r.children.filter((c) => c.type === 'NOTE').map((c) => c.data.value ?? ''));

  beforeAll(async () => {
    family = await createFamily(server, 'Rose');
    other = await createFamily(server, 'Otto');
    const teller = family.members.storyteller;
    const told = randomUUID();
    await chat(server.url, teller.token, {
      text: 'My brother Frank and I grew up on a farm near Cork in Ireland. In the winter of 1947 the snow was so deep that our father dug a tunnel to the barn so we could milk the cows.',
      conversationId: told,
      messageId: randomUUID(),
    });
    const kept = randomUUID();
    await chat(server.url, teller.token, {
      text: 'In June of 1955 I married my husband Harold at St Anne’s church in Kraków. It rained all day, but we danced until midnight with all our friends.',
      conversationId: kept,
      messageId: randomUUID(),
    });
    await chat(server.url, other.members.storyteller.token, { text: 'My sister Greta and I sailed to Ōsaka in 1962.', conversationId: randomUUID(), messageId: randomUUID() });
    // The storyteller keeps the wedding to herself and the admins.
    const stories = (await server.request('GET', `/api/stories?conversationId=${kept}`, { token: teller.token })).body.stories as { id: string; title: string }[];
    expect(stories.length).toBeGreaterThan(0);
    privateTitle = stories[0]!.title;
    expect((await server.request('PATCH', `/api/stories/${stories[0]!.id}`, { token: teller.token, body: { private: true } })).status).toBe(200);
  });

  it('gives a member a GEDCOM 7.0 file with the storyteller at its root and the people she named', async () => {
    const { res, root } = await tree(family.members.viewer);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/vnd.familysearch.gedcom; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="kinstory-family-\d{4}-\d{2}-\d{2}\.ged"$/);
    expect(res.text.replace(/^\uFEFF/, '').startsWith('0 HEAD\n1 GEDC\n2 VERS 7.0\n')).toBe(true);
    // UTF-8 with its byte-order mark, as the bytes arrive.
    const raw = new Uint8Array(await (await fetch(`${server.url}/api/archive/family.ged`, { headers: { authorization: `Bearer ${family.members.viewer.token}` } })).arrayBuffer());
    expect([...raw.slice(0, 4)]).toEqual([0xef, 0xbb, 0xbf, 0x30]);
    const people = names(root!);
    expect(people[0]).toBe('Rose');
    expect(people).toEqual(expect.arrayContaining(['Frank', 'Harold']));
    expect(people).not.toContain('Greta');
    // Frank is her brother: a child of the family she was born into.
    const rose = root!.children.find((r) => r.type === 'INDI')!;
    const birth = rose.children.find((c) => c.type === 'FAMC')?.data.pointer;
    const frank = root!.children.find((r) => r.type === 'INDI' && r.children.some((c) => c.type === 'NAME' && c.data.value === 'Frank'))!;
    expect(frank.children.find((c) => c.type === 'FAMC')?.data.pointer).toBe(birth);
    // What happened in 1947, where, from which conversation.
    expect(res.text).toMatch(/1 EVEN\n2 TYPE [^\n]*tunnel[^\n]*\n2 DATE 1947\n3 PHRASE the winter of 1947\n2 PLAC Cork/);
    expect(root!.children.filter((r) => r.type === 'SOUR').length).toBe(2);
  });

  it('leaves a private story out for those who may not see it, and keeps it for the storyteller and admins', async () => {
    for (const user of [family.members.contributor, family.members.viewer]) expect(notes((await tree(user)).root!).some((n) => n.startsWith(privateTitle))).toBe(false);
    for (const user of [family.admin, family.members.storyteller]) expect(notes((await tree(user)).root!).some((n) => n.startsWith(privateTitle))).toBe(true);
  });

  it('is another family’s own tree for them, and none for someone with no archive', async () => {
    const { root } = await tree(other.admin);
    expect(names(root!)).toEqual(expect.arrayContaining(['Otto', 'Greta']));
    expect(names(root!)).not.toContain('Frank');
    const stranger = await createUser('stranger');
    const { res } = await tree(stranger);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'No family archive yet' });
    expect((await server.request('GET', '/api/archive/family.ged')).status).toBe(401);
  });
});
