import { INVITATION_ACTIVATION_PATH, SIGN_IN_LINK_PATH } from '@kinstory/contract';
import { describe, expect, inject, it } from 'vitest';
import type { Mailer } from '../../src/mail/types.ts';
import { signInLinkNotSentText } from '../../src/routes/signInLink/index.ts';
import { testConfig, useTestServer } from '../helpers/app.ts';
import { outbox, waitForOutboxMail } from '../helpers/mail.ts';
import { createUser, type TestUser } from '../helpers/users.ts';
import { capturedLogs } from '../helpers/logs.ts';

const { lines, stream } = capturedLogs();

/** An admin with a family (so a member), whose sign-in account has `user.email`. */
async function member(server: ReturnType<typeof useTestServer>, label: string): Promise<TestUser> {
  const user = await createUser(label);
  const saved = await server.request('PUT', '/api/user/profile', { token: user.token, body: { persona: 'admin', userName: 'Ann', subjectName: 'Rose' } });
  expect(saved.status).toBe(200);
  return user;
}

/** Finishes a sign-in link the way the client does (signInWithEmailLink), against the Auth emulator. */
async function finishSignIn(email: string, oobCode: string): Promise<{ email: string; localId: string }> {
  const res = await fetch(`http://${inject('authEmulatorHost')}/identitytoolkit.googleapis.com/v1/accounts:signInWithEmailLink?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, oobCode }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { email: string; localId: string };
}

describe('POST /api/sign-in-link', () => {
  const config = testConfig();
  const server = useTestServer({ config, log: { level: 'trace', stream }, limits: { signInLinksPerEmailPerHour: 3, signInLinksPerIpPerHour: 1_000 } });
  const mailsTo = async (email: string) => (await outbox(config.outboxDir)).filter((m) => m.to.toLowerCase() === email.toLowerCase());

  it("a member's address (any case) gets one mail whose link is our sign-in page, continuing where asked, and signs them in", async () => {
    const user = await member(server, 'linkmember');
    const res = await server.request('POST', '/api/sign-in-link', { body: { email: user.email.toUpperCase(), continuePath: '/answer/0b0c6f55-0000-4000-8000-000000000001' } });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ sent: true });
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Your link to sign in to Kinstory');
    const link = new URL(mail.link('Sign in'));
    expect(link.origin).toBe(server.url);
    expect(link.pathname).toBe(SIGN_IN_LINK_PATH);
    expect(link.searchParams.get('mode')).toBe('signIn');
    expect(link.searchParams.get('oobCode')).toMatch(/\S{10,}/);
    expect(link.searchParams.get('apiKey')).toBeTruthy();
    expect(link.searchParams.get('continueUrl')).toBe(`${server.url}/answer/0b0c6f55-0000-4000-8000-000000000001`);
    // The plain part carries the same link, written out.
    expect(mail.text).toContain(link.toString());
    // The link's code signs in the account with that address, as the client does with it.
    const signedIn = await finishSignIn(user.email, link.searchParams.get('oobCode')!);
    expect(signedIn.localId).toBe(user.uid);
  });

  it('continues to the dashboard when no path is given', async () => {
    const user = await member(server, 'linkdefault');
    expect((await server.request('POST', '/api/sign-in-link', { body: { email: user.email } })).status).toBe(202);
    const [mail] = await mailsTo(user.email);
    expect(new URL(mail!.link('Sign in')).searchParams.get('continueUrl')).toBe(`${server.url}/dashboard`);
  });

  it('an unknown address, or a signed-up account with no family, is answered the same 202 and gets no mail', async () => {
    const stranger = 'nobody-we-know@example.test';
    const res = await server.request('POST', '/api/sign-in-link', { body: { email: stranger } });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ sent: true });
    const loner = await createUser('loner');
    expect((await server.request('POST', '/api/sign-in-link', { body: { email: loner.email } })).status).toBe(202);
    await new Promise((r) => setTimeout(r, 200));
    expect(await mailsTo(stranger)).toHaveLength(0);
    expect(await mailsTo(loner.email)).toHaveLength(0);
  });

  it("a pending invitation's address gets a link; once the invitation is revoked or expired, it does not", async () => {
    const admin = await member(server, 'linkinviter');
    const invitee = `Invited-${Date.now()}@Example.test`;
    const created = await server.request('POST', '/api/invitations', { token: admin.token, body: { role: 'storyteller', name: 'Rose', email: invitee } });
    expect(created.status).toBe(201);
    // The invitation's own mail comes first (a job).
    await waitForOutboxMail(config.outboxDir, invitee);
    expect((await server.request('POST', '/api/sign-in-link', { body: { email: invitee.toLowerCase(), continuePath: `${INVITATION_ACTIVATION_PATH}?token=x` } })).status).toBe(202);
    const mails = await mailsTo(invitee);
    expect(mails.map((m) => m.subject)).toEqual(['Ann invited you to Kinstory', 'Your link to sign in to Kinstory']);

    expect((await server.request('DELETE', `/api/invitations/${created.body.invitation.id}`, { token: admin.token })).status).toBe(200);
    expect((await server.request('POST', '/api/sign-in-link', { body: { email: invitee } })).status).toBe(202);
    const expired = `expired-${Date.now()}@example.test`;
    const old = await server.request('POST', '/api/invitations', { token: admin.token, body: { role: 'viewer', name: 'Old', email: expired } });
    await waitForOutboxMail(config.outboxDir, expired);
    await server.app.repos.db.updateTable('invitations').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('id', '=', old.body.invitation.id).execute();
    expect((await server.request('POST', '/api/sign-in-link', { body: { email: expired } })).status).toBe(202);
    await new Promise((r) => setTimeout(r, 200));
    expect(await mailsTo(invitee)).toHaveLength(2);
    expect(await mailsTo(expired)).toHaveLength(1);
  });

  it.each([
    ['no body', undefined],
    ['not an e-mail address', { email: 'not-an-address' }],
    ['another site to continue to', { email: 'a@example.test', continuePath: '//evil.example/x' }],
    ['an absolute URL to continue to', { email: 'a@example.test', continuePath: 'https://evil.example/x' }],
    ['an unknown field', { email: 'a@example.test', admin: true }],
  ])('refuses %s with 400 and sends nothing', async (_label, body) => {
    const before = (await outbox(config.outboxDir)).length;
    const res = await server.request('POST', '/api/sign-in-link', body === undefined ? { headers: { 'content-type': 'application/json' } } : { body });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(expect.any(String));
    expect((await outbox(config.outboxDir)).length).toBe(before);
  });

  it('an address asked for too often in an hour is refused (429), known or not, with Retry-After', async () => {
    const user = await member(server, 'linkflood');
    for (const email of [user.email, 'flood-unknown@example.test']) {
      for (let i = 0; i < 3; i++) expect((await server.request('POST', '/api/sign-in-link', { body: { email } })).status).toBe(202);
      const refused = await server.request('POST', '/api/sign-in-link', { body: { email: email.toUpperCase() } });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    }
    expect(await mailsTo(user.email)).toHaveLength(3);
  });

  it('needs no sign-in, and the address never reaches the log', async () => {
    const user = await member(server, 'linklog');
    const from = lines.length;
    expect((await server.request('POST', '/api/sign-in-link', { body: { email: user.email, continuePath: '/answer/secret-path' } })).status).toBe(202);
    expect((await server.request('POST', '/api/sign-in-link', { body: { email: 'never-logged@example.test' } })).status).toBe(202);
    const [mail] = await mailsTo(user.email);
    const link = new URL(mail!.link('Sign in'));
    // The sign-in page's address, as the browser asks for it: its code and continue address are not logged.
    await server.request('GET', `${link.pathname}${link.search}`);
    const log = lines.slice(from).join('');
    expect(log).toContain('"url":"/api/sign-in-link"');
    expect(log).toContain(`${SIGN_IN_LINK_PATH}?`);
    for (const secret of [user.email, user.email.split('@')[0]!, 'never-logged', link.searchParams.get('oobCode')!, 'secret-path']) expect(log).not.toContain(secret);
  });
});

describe('POST /api/sign-in-link: limits and failures', () => {
  let failing = true;
  const sent: string[] = [];
  const mailer: Mailer = {
    mode: 'smtp',
    async send(mail) {
      if (failing) throw Object.assign(new Error(`Can't send mail - all recipients were rejected: 550 <${mail.to}>`), { code: 'EENVELOPE', responseCode: 550 });
      sent.push(mail.to);
    },
  };
  const server = useTestServer({ mailer, limits: { signInLinksPerEmailPerHour: 100, signInLinksPerIpPerHour: 4 } });

  it('an SMTP server that fails: 502 with a plain text; then it works again', async () => {
    const user = await member(server, 'linkfail');
    const res = await server.request('POST', '/api/sign-in-link', { body: { email: user.email } });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error: signInLinkNotSentText });
    failing = false;
    expect((await server.request('POST', '/api/sign-in-link', { body: { email: user.email } })).status).toBe(202);
    expect(sent).toEqual([user.email]);
  });

  it('one client asking too often in an hour is refused (429), whatever addresses it names', async () => {
    // Two were counted above.
    for (let i = 0; i < 2; i++) expect((await server.request('POST', '/api/sign-in-link', { body: { email: `any-${i}@example.test` } })).status).toBe(202);
    const refused = await server.request('POST', '/api/sign-in-link', { body: { email: 'one-more@example.test' } });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
  });
});
