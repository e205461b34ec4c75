import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { WEEKLY_QUESTION_JOB, weeklySendId } from '../../src/services/weeklyQuestion.ts';
import { testConfig, useTestServer } from '../helpers/app.ts';
import { shiftedClock } from '../helpers/clock.ts';
import { createFamily, type TestFamily } from '../helpers/family.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/mail.ts';
import { waitFor } from '../helpers/sse.ts';

const clock = shiftedClock();
let smtp: TestSmtpServer;
/** The weekly questions the SMTP server accepted (the family's invitations go through it too). */
const weekly = () => smtp.received.filter((m) => m.messageId?.startsWith('<weekly-'));
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The weekly question is sent exactly once a week (issue #20), by whichever of several instances on
 * one PostgreSQL gets to it: with both runners polling when it comes due, after a worker died
 * holding it and the servers restarted, and when the SMTP server refuses it for a while.
 */
describe('the weekly question on two instances of one PostgreSQL', () => {
  const config = testConfig({ publicUrl: 'http://kinstory.test' });
  const jobs = { pollMs: 20, leaseMs: 1_000, retryDelayMs: () => 400, now: clock.now };
  beforeAll(async () => {
    smtp = await startSmtpServer();
    config.smtpUrl = smtp.url;
  });
  afterAll(async () => smtp?.close());
  const a = useTestServer({ config, jobs });
  const b = useTestServer({ config, jobs });
  const restarted: FastifyInstance[] = [];
  afterAll(async () => Promise.all(restarted.map((app) => app.close())));

  let family: TestFamily;
  let email: string;
  const sends = async () => (await b.app.repos.db.selectFrom('prompt_sends').select(['id', 'week']).where('archive_id', '=', family.archiveId).orderBy('week').execute());
  const jobRows = async () =>
    (await b.app.repos.db.selectFrom('jobs').select(['key', 'state']).where('kind', '=', WEEKLY_QUESTION_JOB).orderBy('key').execute()).map((j) => `${j.key.split(':')[1]} ${j.state}`);
  const status = async () => (await b.request('GET', '/api/archive/prompt-schedule', { token: family.admin.token })).body;

  it('due while both runners poll: one mail, one send, and next week’s job', async () => {
    clock.set('2026-11-25T12:00:00Z');
    family = await createFamily(a);
    email = (await a.app.repos.archives.findUser(family.members.storyteller.uid))!.email!;
    const saved = await a.request('PUT', '/api/archive/prompt-schedule', {
      token: family.admin.token,
      body: { enabled: true, day: 'sunday', time: '10:00', timeZone: 'Europe/London', email },
    });
    expect(saved.body.nextSendAt).toBe(Date.parse('2026-11-29T10:00:00Z'));

    clock.set('2026-11-29T10:00:00Z');
    await waitFor(async () => weekly().length >= 1, 'the first mail');
    await pause(600);
    expect(weekly().map((m) => [m.to, m.messageId])).toEqual([[email, `<weekly-${family.archiveId}-2026-W48@kinstory>`]]);
    expect((await sends()).map((s) => s.week)).toEqual(['2026-W48']);
    expect(await jobRows()).toEqual(['2026-W48 done', '2026-W49 pending']);
  });

  it('a worker that died holding the job, then a restart: another instance sends it once, with the link and Message-ID it would have sent', async () => {
    // One instance goes away; a worker claims next week's job early and dies with it.
    await a.app.close();
    const key = `${family.archiveId}:2026-W49`;
    const dead = await b.app.repos.jobs.claimKey(WEEKLY_QUESTION_JOB, key, 1_000, Date.parse('2026-12-06T10:00:00Z'));
    expect(dead).not.toBeNull();
    // A new instance starts on the same database.
    const c = await buildApp({ log: false, config, jobs });
    restarted.push(c);
    await c.ready();

    // Its time comes; the dead worker's lease runs out a second later.
    clock.set('2026-12-06T10:00:00Z');
    await waitFor(async () => weekly().length >= 2, 'the second mail');
    await pause(600);
    expect(weekly()).toHaveLength(2);
    const mail = weekly()[1]!;
    expect(mail.messageId).toBe(`<weekly-${family.archiveId}-2026-W49@kinstory>`);
    const answer = new URL(mail.link('Answer this question'));
    expect(decodeURIComponent(answer.search)).toContain(`/answer/${weeklySendId(key)}`);
    expect(await sends()).toEqual([expect.objectContaining({ week: '2026-W48' }), { id: weeklySendId(key), week: '2026-W49' }]);
    expect(await jobRows()).toEqual(['2026-W48 done', '2026-W49 done', '2026-W50 pending']);
  });

  it('the SMTP server refuses it twice: the dashboard says why and when it tries again; then it goes out once', async () => {
    smtp.refuseNext(2);
    clock.set('2026-12-13T10:00:00Z');
    const failing = await waitFor(async () => (await status()).failing, 'the failure to show');
    expect(failing).toEqual({ reason: 'The mail server refused the message', since: Date.parse('2026-12-13T10:00:00Z'), nextAttemptAt: expect.any(Number) });
    expect(failing.nextAttemptAt).toBeGreaterThan(Date.parse('2026-12-13T10:00:00Z'));

    await waitFor(async () => weekly().length >= 3, 'the mail to go through');
    await pause(600);
    expect(smtp.refusals).toBe(2);
    expect(weekly()).toHaveLength(3);
    expect((await sends()).map((s) => s.week)).toEqual(['2026-W48', '2026-W49', '2026-W50']);
    const after = await status();
    expect(after.failing).toBeNull();
    expect(after.nextSendAt).toBe(Date.parse('2026-12-20T10:00:00Z'));
  });
});
