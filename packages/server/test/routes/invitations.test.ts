import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/app.ts';
import { createFamily, invite } from '../helpers/family.ts';
import { createUser } from '../helpers/users.ts';

const activate = (storytellerId: string, firebaseUid: string) => ({ storytellerId, firebaseUid, name: 'Rose', age: 88 });

describe('invitations and activation', () => {
  const server = useTestServer();

  it('an admin invites; the link’s token is random, stored only as its sha256, and shown once', async () => {
    const family = await createFamily(server);
    const a = await invite(server, family.admin, 'storyteller', 'Rose');
    const b = await invite(server, family.admin, 'storyteller', 'Rose');
    expect(a.token).not.toBe(b.token);
    expect(Buffer.from(a.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect((a as unknown as { link: string }).link).toBe(`/onboarding/storyteller?token=${a.token}`);
    const rows = await server.app.repos.db.selectFrom('invitations').selectAll().execute();
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(a.token);
    expect(rows.map((r) => r.token_hash)).toContain(createHash('sha256').update(a.token).digest('hex'));

    const list = await server.request('GET', '/api/invitations', { token: family.admin.token });
    expect(list.status).toBe(200);
    expect(list.body.invitations.filter((i: { status: string }) => i.status === 'pending')).toHaveLength(2);
    expect(JSON.stringify(list.body)).not.toContain(a.token);
  });

  it('pending → activation joins the caller with the invitation’s role, once', async () => {
    const family = await createFamily(server);
    const { token } = await invite(server, family.admin, 'contributor', 'Sam');
    const user = await createUser('sam');
    const pending = await server.request('GET', `/api/onboarding/pending-storyteller/${token}`, { token: user.token });
    expect(pending.status).toBe(200);
    expect(pending.body).toEqual({ data: { name: 'Sam', age: 70, email: 'x@example.test' } });

    const res = await server.request('PUT', '/api/onboarding/activate-storyteller', { token: user.token, body: activate(token, user.uid) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, persona: 'contributor' });
    expect((await server.request('GET', '/api/user/profile', { token: user.token })).body).toMatchObject({ persona: 'contributor', userName: 'Rose', subjectName: 'Rose' });

    const second = await createUser('late');
    const again = await server.request('PUT', '/api/onboarding/activate-storyteller', { token: second.token, body: activate(token, second.uid) });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: 'This invitation link is invalid or has already been used.' });
    expect((await server.request('GET', `/api/onboarding/pending-storyteller/${token}`, { token: second.token })).status).toBe(404);
    expect((await server.request('GET', '/api/user/profile', { token: second.token })).body.persona).toBeNull();
  });

  it('activation for another uid is 403 and leaves the invitation usable', async () => {
    const family = await createFamily(server);
    const { token } = await invite(server, family.admin, 'storyteller');
    const user = await createUser();
    const victim = await createUser();
    const res = await server.request('PUT', '/api/onboarding/activate-storyteller', { token: user.token, body: activate(token, victim.uid) });
    expect(res.status).toBe(403);
    expect((await server.request('GET', `/api/onboarding/pending-storyteller/${token}`, { token: user.token })).status).toBe(200);
  });

  it('a revoked or expired invitation is 404', async () => {
    const family = await createFamily(server);
    const revoked = await invite(server, family.admin, 'viewer');
    const del = await server.request('DELETE', `/api/invitations/${revoked.invitation.id}`, { token: family.admin.token });
    expect(del.status).toBe(200);
    expect(del.body.invitation.status).toBe('revoked');
    expect((await server.request('DELETE', `/api/invitations/${revoked.invitation.id}`, { token: family.admin.token })).status).toBe(404);

    const expired = await invite(server, family.admin, 'viewer');
    await server.app.repos.db.updateTable('invitations').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('id', '=', expired.invitation.id).execute();

    const user = await createUser();
    for (const { token } of [revoked, expired]) {
      expect((await server.request('GET', `/api/onboarding/pending-storyteller/${token}`, { token: user.token })).status).toBe(404);
      const res = await server.request('PUT', '/api/onboarding/activate-storyteller', { token: user.token, body: activate(token, user.uid) });
      expect(res.status).toBe(404);
    }
    const list = await server.request('GET', '/api/invitations', { token: family.admin.token });
    const statuses = Object.fromEntries(list.body.invitations.map((i: { id: string; status: string }) => [i.id, i.status]));
    expect(statuses[revoked.invitation.id]).toBe('revoked');
    expect(statuses[expired.invitation.id]).toBe('expired');
  });

  it('only an admin manages invitations', async () => {
    const family = await createFamily(server);
    const { invitation } = await invite(server, family.admin, 'viewer');
    const loner = await createUser();
    for (const user of [...Object.values(family.members), loner]) {
      expect((await server.request('POST', '/api/invitations', { token: user.token, body: { role: 'admin', name: 'Me' } })).status).toBe(403);
      expect((await server.request('GET', '/api/invitations', { token: user.token })).status).toBe(403);
      expect((await server.request('DELETE', `/api/invitations/${invitation.id}`, { token: user.token })).status).toBe(403);
    }
    const other = await createFamily(server);
    expect((await server.request('DELETE', `/api/invitations/${invitation.id}`, { token: other.admin.token })).status).toBe(404);
    const list = await server.request('GET', '/api/invitations', { token: family.admin.token });
    expect(list.body.invitations.find((i: { id: string }) => i.id === invitation.id).status).toBe('pending');
  });

  it('someone already in an archive cannot join another (409)', async () => {
    const family = await createFamily(server);
    const other = await createFamily(server);
    const { token } = await invite(server, family.admin, 'contributor');
    const res = await server.request('PUT', '/api/onboarding/activate-storyteller', { token: other.admin.token, body: activate(token, other.admin.uid) });
    expect(res.status).toBe(409);
  });

  it('refuses a bad invitation body with 400', async () => {
    const family = await createFamily(server);
    for (const body of [{ role: 'owner', name: 'X' }, { role: 'viewer', name: '' }, { role: 'viewer', name: 'X', age: 300 }, { role: 'viewer', name: 'X', email: 'nope' }]) {
      expect((await server.request('POST', '/api/invitations', { token: family.admin.token, body })).status).toBe(400);
    }
    const user = await createUser();
    expect((await server.request('PUT', '/api/onboarding/activate-storyteller', { token: user.token, body: { storytellerId: 'AAAAAAAAAAAAAAAAAAAAAA', firebaseUid: user.uid, name: 'X', age: 0 } })).status).toBe(400);
    expect((await server.request('GET', '/api/onboarding/pending-storyteller/bad!token', { token: user.token })).status).toBe(400);
  });
});
