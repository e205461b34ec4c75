import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorTexts, memberListResponseSchema } from '@kinstory/contract';
import { useTestServer } from '../helpers/app.ts';
import { createFamily, joinByInvitation, type TestFamily } from '../helpers/family.ts';
import { protectedRoutes } from '../helpers/routes.ts';
import { subscribe } from '../helpers/sse.ts';
import { createUser, type TestUser } from '../helpers/users.ts';

/** Settles true when `p` settles within `ms`, false otherwise. */
const within = (p: Promise<unknown>, ms: number) =>
  Promise.race([p.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

describe('members: list, change a role, remove', () => {
  const server = useTestServer();
  let family: TestFamily;
  let other: TestFamily;
  const everyone = () => [family.admin, family.members.storyteller, family.members.contributor, family.members.viewer];

  beforeAll(async () => {
    family = await createFamily(server);
    other = await createFamily(server, 'Edna');
  });

  it('every member sees names and roles; only admins see e-mails, here and in GET /api/archive', async () => {
    for (const user of everyone()) {
      const isAdmin = user === family.admin;
      const res = await server.request('GET', '/api/members', { token: user.token });
      expect(res.status).toBe(200);
      expect(memberListResponseSchema.safeParse(res.body).success).toBe(true);
      expect(res.body.members.map((m: { role: string }) => m.role)).toEqual(['admin', 'storyteller', 'contributor', 'viewer']);
      expect(res.body.members[1]).toMatchObject({ uid: family.members.storyteller.uid, name: 'The storyteller' });
      const archive = await server.request('GET', '/api/archive', { token: user.token });
      for (const body of [res.body, archive.body]) {
        for (const member of body.members) {
          if (isAdmin) expect(member.email).toMatch(/@example\.test$/);
          else expect(member).not.toHaveProperty('email');
        }
        // No e-mail of any member anywhere in a non-admin's answer.
        if (!isAdmin) for (const u of everyone()) expect(JSON.stringify(body)).not.toContain(u.email);
      }
    }
  });

  it('no answer to a non-admin carries another member’s e-mail', async () => {
    for (const user of [family.members.storyteller, family.members.contributor, family.members.viewer]) {
      for (const route of protectedRoutes.filter((r) => r.method === 'GET')) {
        const res = await server.request('GET', route.path, { token: user.token });
        for (const u of everyone()) if (u !== user) expect(res.text, `${route.path} as ${user.email}`).not.toContain(u.email);
      }
    }
  });

  it('another family sees only its own members; a user without an archive gets 404', async () => {
    const res = await server.request('GET', '/api/members', { token: other.admin.token });
    expect(res.body.members.map((m: { uid: string }) => m.uid)).not.toContain(family.admin.uid);
    const loner = await createUser('loner');
    const none = await server.request('GET', '/api/members', { token: loner.token });
    expect(none.status).toBe(404);
    expect(none.body.error).toBe(errorTexts.noArchive);
  });

  it('only an admin changes a role; another family’s member is 404, not 403', async () => {
    const target = family.members.viewer.uid;
    for (const user of [family.members.storyteller, family.members.contributor, family.members.viewer]) {
      const res = await server.request('PATCH', `/api/members/${target}`, { token: user.token, body: { role: 'contributor' } });
      expect(res.status).toBe(403);
    }
    const outsider = await server.request('PATCH', `/api/members/${target}`, { token: other.admin.token, body: { role: 'admin' } });
    expect(outsider.status).toBe(404);
    const unknown = await server.request('PATCH', `/api/members/nobody-${randomUUID()}`, { token: family.admin.token, body: { role: 'viewer' } });
    expect(unknown.status).toBe(404);
    const bad = await server.request('PATCH', `/api/members/${target}`, { token: family.admin.token, body: { role: 'owner' } });
    expect(bad.status).toBe(400);
    const roles = await server.request('GET', '/api/members', { token: family.admin.token });
    expect(roles.body.members.find((m: { uid: string }) => m.uid === target).role).toBe('viewer');
  });

  it('a new role takes effect at the next request', async () => {
    const { contributor } = family.members;
    expect((await server.request('GET', '/api/invitations', { token: contributor.token })).status).toBe(403);
    const res = await server.request('PATCH', `/api/members/${contributor.uid}`, { token: family.admin.token, body: { role: 'admin' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, member: expect.objectContaining({ uid: contributor.uid, role: 'admin', email: contributor.email }) });
    expect((await server.request('GET', '/api/invitations', { token: contributor.token })).status).toBe(200);
    // And back: the second admin demotes themselves, which is allowed while another admin remains.
    const back = await server.request('PATCH', `/api/members/${contributor.uid}`, { token: contributor.token, body: { role: 'contributor' } });
    expect(back.status).toBe(200);
    expect((await server.request('GET', '/api/invitations', { token: contributor.token })).status).toBe(403);
  });

  it('the last admin can be neither demoted nor removed, by themselves either', async () => {
    const demote = await server.request('PATCH', `/api/members/${family.admin.uid}`, { token: family.admin.token, body: { role: 'viewer' } });
    expect(demote.status).toBe(409);
    expect(demote.body.error).toBe(errorTexts.lastAdmin);
    const leave = await server.request('DELETE', `/api/members/${family.admin.uid}`, { token: family.admin.token });
    expect(leave.status).toBe(409);
    expect(leave.body.error).toBe(errorTexts.lastAdmin);
    expect((await server.request('GET', '/api/invitations', { token: family.admin.token })).status).toBe(200);
  });

  it('two admins demoting each other at once leave one admin', async () => {
    const fam = await createFamily(server, 'Iris');
    const second = fam.members.contributor;
    await server.request('PATCH', `/api/members/${second.uid}`, { token: fam.admin.token, body: { role: 'admin' } });
    const [a, b] = await Promise.all([
      server.request('PATCH', `/api/members/${second.uid}`, { token: fam.admin.token, body: { role: 'viewer' } }),
      server.request('PATCH', `/api/members/${fam.admin.uid}`, { token: second.token, body: { role: 'viewer' } }),
    ]);
    // The first wins; the second finds its caller no admin any more (403) or its target the last admin (409).
    expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1);
    expect([a.status, b.status].filter((s) => s === 403 || s === 409)).toHaveLength(1);
    const list = await server.request('GET', '/api/members', { token: fam.members.viewer.token });
    expect(list.body.members.filter((m: { role: string }) => m.role === 'admin')).toHaveLength(1);
  });

  it('only an admin removes a member; another family’s admin gets 404', async () => {
    const target = family.members.storyteller.uid;
    for (const user of [family.members.storyteller, family.members.contributor, family.members.viewer]) {
      expect((await server.request('DELETE', `/api/members/${target}`, { token: user.token })).status).toBe(403);
    }
    expect((await server.request('DELETE', `/api/members/${target}`, { token: other.admin.token })).status).toBe(404);
    expect((await server.request('DELETE', `/api/members/${other.admin.uid}`, { token: family.admin.token })).status).toBe(404);
    const list = await server.request('GET', '/api/members', { token: family.admin.token });
    expect(list.body.members.map((m: { uid: string }) => m.uid)).toContain(target);
  });

  it('a removed member loses access at once: the next request is refused and open /events streams end', async () => {
    const fam = await createFamily(server, 'May');
    const removed: TestUser = fam.members.contributor;
    // Their own conversation in the archive, and an open stream of it.
    const conversation = randomUUID();
    await server.request('POST', `/api/conversations/${conversation}/intro`, { token: removed.token, body: { content: 'Hello' } });
    // Warm the membership cache, as a member using the app has.
    expect((await server.request('GET', '/api/archive', { token: removed.token })).status).toBe(200);
    const stream = await subscribe(server.url, removed.token, conversation);
    expect(stream.status).toBe(200);
    const idle = await subscribe(server.url, removed.token, randomUUID());

    const res = await server.request('DELETE', `/api/members/${removed.uid}`, { token: fam.admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });

    expect(await within(stream.ended, 2_000)).toBe(true);
    expect(await within(idle.ended, 2_000)).toBe(true);
    const archive = await server.request('GET', '/api/archive', { token: removed.token });
    expect(archive.status).toBe(404);
    expect((await server.request('GET', '/api/members', { token: removed.token })).status).toBe(404);
    expect((await server.request('GET', '/api/stories', { token: removed.token })).body.stories).toEqual([]);
    // Their conversation stays the family's: they can neither read it, nor write to it, nor follow it.
    expect((await server.request('GET', '/api/conversations', { token: removed.token })).body.conversations).toEqual([]);
    expect((await server.request('GET', `/api/conversations/${conversation}/messages`, { token: removed.token })).status).toBe(404);
    const write = await server.request('POST', `/api/conversations/${conversation}/intro`, { token: removed.token, body: { content: 'Still here?' } });
    expect(write.status).toBe(404);
    expect((await subscribe(server.url, removed.token, conversation)).status).toBe(404);
    const messages = await server.app.repos.conversations.listMessages(conversation);
    expect(messages.map((m) => m.content)).toEqual(['Hello']);
    // The account stays: they can be invited again.
    const list = await server.request('GET', '/api/members', { token: fam.admin.token });
    expect(list.body.members.map((m: { uid: string }) => m.uid)).not.toContain(removed.uid);
  });

  it('a second admin may leave; the removed admin’s rights end at once', async () => {
    const fam = await createFamily(server, 'June');
    const second = await joinByInvitation(server, fam.admin, 'admin');
    expect((await server.request('GET', '/api/invitations', { token: second.token })).status).toBe(200);
    const leave = await server.request('DELETE', `/api/members/${second.uid}`, { token: second.token });
    expect(leave.status).toBe(200);
    expect((await server.request('GET', '/api/invitations', { token: second.token })).status).toBe(403);
  });
});
