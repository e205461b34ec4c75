import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { errorTexts } from '@kinstory/contract';
import { useTestServer } from '../helpers/app.ts';
import { createFamily, type TestFamily } from '../helpers/family.ts';
import { subscribe } from '../helpers/sse.ts';
import type { TestUser } from '../helpers/users.ts';

/** Signs in again, as on another device: a second, independent ID token. */
async function signInElsewhere(user: TestUser): Promise<string> {
  const res = await fetch(`http://${inject('authEmulatorHost')}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: 'secret-password', returnSecureToken: true }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return ((await res.json()) as { idToken: string }).idToken;
}

/** Settles true when `p` settles within `ms`, false otherwise. */
const within = (p: Promise<unknown>, ms: number) =>
  Promise.race([p.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

// Firebase keeps sign-in and revocation times in whole seconds, and a token signed in during the
// second of the revocation still counts as after it: the sessions to end must be a second older.
const aSecond = () => new Promise((r) => setTimeout(r, 1_100));

describe('POST /api/user/sign-out-everywhere', () => {
  const server = useTestServer();
  let family: TestFamily;

  beforeAll(async () => {
    family = await createFamily(server);
  });

  it('ends every session of the caller at once: each device’s token is refused and open streams end; a new sign-in works', async () => {
    const teller = family.members.storyteller;
    const phone = await signInElsewhere(teller);
    const conversation = randomUUID();
    await server.request('POST', `/api/conversations/${conversation}/intro`, { token: teller.token, body: { content: 'Hello' } });
    // Both tokens verified (and cached) just now, and a stream open on the other device.
    expect((await server.request('GET', '/api/archive', { token: teller.token })).status).toBe(200);
    expect((await server.request('GET', '/api/archive', { token: phone })).status).toBe(200);
    const stream = await subscribe(server.url, phone, conversation);
    expect(stream.status).toBe(200);
    await aSecond();

    const res = await server.request('POST', '/api/user/sign-out-everywhere', { token: teller.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });

    expect(await within(stream.ended, 2_000)).toBe(true);
    for (const token of [teller.token, phone]) {
      const refused = await server.request('GET', '/api/archive', { token });
      expect(refused.status).toBe(401);
      expect(refused.body.error).toBe(errorTexts.notAuthenticated);
    }
    expect((await subscribe(server.url, phone, conversation)).status).toBe(401);

    // Signing in again gives a session that works, with everything still there.
    const fresh = await signInElsewhere(teller);
    const archive = await server.request('GET', '/api/archive', { token: fresh });
    expect(archive.status).toBe(200);
    expect(await server.app.repos.conversations.find(conversation)).toBeDefined();
  });

  it('signs out only the caller: another member, and another family, keep their sessions', async () => {
    const other = await createFamily(server, 'Edna');
    const caller = family.members.contributor;
    const bystanders = [family.admin, family.members.viewer, other.admin];
    for (const user of [caller, ...bystanders]) expect((await server.request('GET', '/api/archive', { token: user.token })).status).toBe(200);
    await aSecond();

    expect((await server.request('POST', '/api/user/sign-out-everywhere', { token: caller.token })).status).toBe(200);

    expect((await server.request('GET', '/api/archive', { token: caller.token })).status).toBe(401);
    for (const user of bystanders) expect((await server.request('GET', '/api/archive', { token: user.token })).status).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    const res = await server.request('POST', '/api/user/sign-out-everywhere');
    expect(res.status).toBe(401);
  });
});
