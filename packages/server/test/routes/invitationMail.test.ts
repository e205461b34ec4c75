import { randomUUID } from 'node:crypto';
import { INVITATION_ACTIVATION_PATH, SIGN_IN_LINK_PATH } from '@kinstory/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SEND_MAIL_JOB } from '../../src/services/mailJobs.ts';
import { testConfig, useTestServer, type TestServer } from '../helpers/app.ts';
import { startSmtpServer, waitForOutboxMail, type TestSmtpServer } from '../helpers/mail.ts';
import { waitFor } from '../helpers/sse.ts';
import { createUser, type TestUser } from '../helpers/users.ts';

async function organiser(server: TestServer): Promise<TestUser> {
  const admin = await createUser('inviter');
  const saved = await server.request('PUT', '/api/user/profile', { token: admin.token, body: { persona: 'admin', userName: 'Ann', subjectName: 'Rose' } });
  expect(saved.status).toBe(200);
  return admin;
}

const mailJob = (server: TestServer, invitationId: string) =>
  server.app.repos.db.selectFrom('jobs').selectAll().where('kind', '=', SEND_MAIL_JOB).where('key', '=', `invitation:${invitationId}`).executeTakeFirst();

describe('an invitation with an e-mail address is e-mailed, with a sign-in link', () => {
  const config = testConfig();
  const server = useTestServer({ config });

  it('the mail arrives (outbox) with a link that signs the invited person in and opens the invitation; the response is as before', async () => {
    const admin = await organiser(server);
    const email = `rose-${randomUUID()}@example.test`;
    const res = await server.request('POST', '/api/invitations', { token: admin.token, body: { role: 'storyteller', name: 'Grandma Rose', age: 88, email } });
    expect(res.status).toBe(201);
    // The admin can still copy the link themselves.
    expect(res.body.link).toBe(`${INVITATION_ACTIVATION_PATH}?token=${res.body.token}`);
    expect(Object.keys(res.body).sort()).toEqual(['invitation', 'link', 'token']);

    const mail = await waitForOutboxMail(config.outboxDir, email);
    expect(mail.subject).toBe('Ann invited you to Kinstory');
    expect(mail.messageId).toBe(`<invitation-${res.body.invitation.id}@kinstory>`);
    expect(mail.text).toContain('Hello Grandma Rose,');
    expect(mail.text).toContain('Ann invited you to Kinstory, to tell your stories.');
    const link = new URL(mail.link('Accept the invitation'));
    expect(`${link.origin}${link.pathname}`).toBe(`${server.url}${SIGN_IN_LINK_PATH}`);
    expect(link.searchParams.get('continueUrl')).toBe(`${server.url}${INVITATION_ACTIVATION_PATH}?token=${encodeURIComponent(res.body.token)}`);
    expect(mail.text).toContain(link.toString());

    // Done, and the token it carried is forgotten.
    await waitFor(async () => (await mailJob(server, res.body.invitation.id))?.state === 'done', 'the mail job to be done');
    const jobs = await server.app.repos.db.selectFrom('jobs').selectAll().execute();
    expect(JSON.stringify(jobs)).not.toContain(res.body.token);

    // The link signs in (a new account, no password), and that account activates the invitation.
    const signIn = await fetch(`http://${inject('authEmulatorHost')}/identitytoolkit.googleapis.com/v1/accounts:signInWithEmailLink?key=demo-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, oobCode: link.searchParams.get('oobCode') }),
    });
    expect(signIn.status).toBe(200);
    const account = (await signIn.json()) as { idToken: string; localId: string; email: string };
    expect(account.email).toBe(email);
    const activated = await server.request('PUT', '/api/onboarding/activate-storyteller', {
      token: account.idToken,
      body: { storytellerId: res.body.token, firebaseUid: account.localId, name: 'Rose', age: 88 },
    });
    expect(activated.status).toBe(200);
    expect(activated.body).toMatchObject({ success: true, persona: 'storyteller' });
  });

  it('an invitation without an address sends nothing', async () => {
    const admin = await organiser(server);
    const res = await server.request('POST', '/api/invitations', { token: admin.token, body: { role: 'viewer', name: 'Tom' } });
    expect(res.status).toBe(201);
    expect(await mailJob(server, res.body.invitation.id)).toBeUndefined();
  });
});

describe('the invitation mail over SMTP: retried while the server refuses, never sent once revoked', () => {
  let smtp: TestSmtpServer;
  const config = testConfig();
  beforeAll(async () => {
    smtp = await startSmtpServer();
    config.smtpUrl = smtp.url;
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const server = useTestServer({ config, jobs: { pollMs: 50, retryDelayMs: () => 100 } });

  it('refused, then tried again until the SMTP server takes it: one mail, and the reason kept meanwhile is plain', async () => {
    expect(server.app.mailer.mode).toBe('smtp');
    smtp.refuseNext(1_000);
    const admin = await organiser(server);
    const email = `retry-${randomUUID()}@example.test`;
    const res = await server.request('POST', '/api/invitations', { token: admin.token, body: { role: 'contributor', name: 'Sam', email } });
    expect(res.status).toBe(201);
    const failing = await waitFor(async () => {
      const job = await mailJob(server, res.body.invitation.id);
      return job && job.attempts >= 2 && job.state === 'pending' && job;
    }, 'two refused attempts');
    // The SMTP server's answer (which quotes the address) is not what is kept.
    expect(failing.last_error).toBe('The mail server refused the message');
    expect(smtp.received).toHaveLength(0);

    smtp.refuseNext(0);
    await waitFor(async () => smtp.received.length > 0, 'the mail to be accepted');
    const done = await waitFor(async () => {
      const job = await mailJob(server, res.body.invitation.id);
      return job?.state === 'done' && job;
    }, 'the job to be done');
    expect(done.attempts).toBeGreaterThanOrEqual(3);
    expect(done.last_error).toBeNull();
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.map((m) => m.to)).toEqual([email]);
    expect(smtp.received[0]!.subject).toBe('Ann invited you to Kinstory');
  });

  it('an invitation revoked while its mail is failing is not sent when the server comes back', async () => {
    smtp.refuseNext(1_000);
    const before = smtp.received.length;
    const admin = await organiser(server);
    const email = `revoked-${randomUUID()}@example.test`;
    const res = await server.request('POST', '/api/invitations', { token: admin.token, body: { role: 'viewer', name: 'Tom', email } });
    await waitFor(async () => ((await mailJob(server, res.body.invitation.id))?.attempts ?? 0) >= 1, 'a refused attempt');
    expect((await server.request('DELETE', `/api/invitations/${res.body.invitation.id}`, { token: admin.token })).status).toBe(200);
    // The next attempt finds it revoked and is done without sending, while the server still refuses.
    await waitFor(async () => (await mailJob(server, res.body.invitation.id))?.state === 'done', 'the job to be done');
    smtp.refuseNext(0);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.length).toBe(before);
  });
});
