import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/app.ts';
import { createFamily } from '../helpers/family.ts';
import { createUser } from '../helpers/users.ts';

describe('profile', () => {
  const server = useTestServer();

  it('a new user has an empty profile and no archive', async () => {
    const user = await createUser();
    const res = await server.request('GET', '/api/user/profile', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      persona: null,
      userName: null,
      name: null,
      email: user.email,
      subjectName: null,
      subjectRelation: null,
      initialTopics: [],
    });
    expect((await server.request('GET', '/api/archive', { token: user.token })).status).toBe(404);
  });

  it('saving the onboarding fields creates the archive with the caller as admin', async () => {
    const user = await createUser();
    const put = await server.request('PUT', '/api/user/profile', {
      token: user.token,
      body: { userName: 'Ann', subjectName: 'Rose', subjectAge: 88, subjectRelation: 'grandmother', initialTopics: ['war', 'school'] },
    });
    expect(put.status).toBe(200);
    const res = await server.request('GET', '/api/user/profile', { token: user.token });
    expect(res.body).toEqual({
      persona: 'admin',
      userName: 'Ann',
      name: 'Ann',
      email: user.email,
      subjectName: 'Rose',
      subjectRelation: 'grandmother',
      initialTopics: ['war', 'school'],
    });
    const archive = await server.request('GET', '/api/archive', { token: user.token });
    expect(archive.body.archive).toMatchObject({ subjectName: 'Rose', subjectAge: 88 });
    expect(archive.body.members).toEqual([expect.objectContaining({ uid: user.uid, role: 'admin', name: 'Ann' })]);
  });

  it('a partial update changes only what it names', async () => {
    const user = await createUser();
    await server.request('PUT', '/api/user/profile', { token: user.token, body: { persona: 'admin', subjectName: 'Rose' } });
    await server.request('PUT', '/api/user/profile', { token: user.token, body: { subjectRelation: 'aunt' } });
    const res = await server.request('GET', '/api/user/profile', { token: user.token });
    expect(res.body).toMatchObject({ persona: 'admin', subjectName: 'Rose', subjectRelation: 'aunt' });
  });

  it('an unknown persona is 400 and changes nothing', async () => {
    const user = await createUser();
    const res = await server.request('PUT', '/api/user/profile', { token: user.token, body: { persona: 'superuser', userName: 'X' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/persona/);
    expect((await server.request('GET', '/api/user/profile', { token: user.token })).body.userName).toBeNull();
  });

  it('members cannot change their role or make themselves admin', async () => {
    const family = await createFamily(server);
    for (const [role, member] of Object.entries(family.members)) {
      const res = await server.request('PUT', '/api/user/profile', { token: member.token, body: { persona: 'admin' } });
      expect(res.status, role).toBe(403);
      const again = await server.request('PUT', '/api/user/profile', { token: member.token, body: { persona: role } });
      expect(again.status, role).toBe(200);
      expect((await server.request('GET', '/api/user/profile', { token: member.token })).body.persona).toBe(role);
    }
    const elderly = await server.request('PUT', '/api/user/profile', { token: family.members.storyteller.token, body: { persona: 'elderly' } });
    expect(elderly.status).toBe(200);
  });

  it('only the admin edits the archive subject; members see it', async () => {
    const family = await createFamily(server, 'Edith');
    const res = await server.request('PUT', '/api/user/profile', { token: family.members.contributor.token, body: { subjectName: 'Mallory' } });
    expect(res.status).toBe(403);
    const profile = await server.request('GET', '/api/user/profile', { token: family.members.viewer.token });
    expect(profile.body).toMatchObject({ persona: 'viewer', subjectName: 'Edith' });
  });

  it('a user without an archive cannot take a member role by persona', async () => {
    const user = await createUser();
    const res = await server.request('PUT', '/api/user/profile', { token: user.token, body: { persona: 'storyteller' } });
    expect(res.status).toBe(403);
    expect((await server.request('GET', '/api/user/profile', { token: user.token })).body.persona).toBeNull();
  });
});
