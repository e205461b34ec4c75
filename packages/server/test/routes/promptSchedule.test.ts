import { createHmac, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtInQuestions } from '../../src/services/promptQuestions.ts';
import { WEEKLY_QUESTION_JOB } from '../../src/services/weeklyQuestion.ts';
import { testConfig, useTestServer } from '../helpers/app.ts';
import { shiftedClock } from '../helpers/clock.ts';
import { createFamily, type TestFamily } from '../helpers/family.ts';
import { outbox, type ReadMail, waitForOutboxMail } from '../helpers/mail.ts';
import { chat, waitFor } from '../helpers/sse.ts';
import { createUser, type TestUser } from '../helpers/users.ts';
import { capturedLogs } from '../helpers/logs.ts';

const texts = {
  quietHours: 'Choose a time between 08:00 and 20:00: no question is sent at night',
  unsubscribed: 'This address asked not to receive the weekly question. Choose another address to turn it on again.',
  alreadySent: "This week's question has already gone out",
  noSchedule: 'Set up the weekly question first',
  notForYou: 'This question was sent to someone else',
  forbidden: 'You are not allowed to do this in this archive',
};

/** A header of a mail as it was written (folded lines joined). */
const header = (mail: ReadMail, name: string) =>
  mail.parsed.headerLines
    .find((l) => l.key === name)
    ?.line.replace(/^[^:]+:/, '')
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();

const clock = shiftedClock();

const { lines: logLines, stream: logStream } = capturedLogs();

/**
 * The weekly question (issue #20) over HTTP: the admin's schedule, next questions and "send now";
 * the conversation a question opens; the unsubscribe link. Tried by every role and another family.
 */
describe('the weekly question', () => {
  const config = testConfig();
  const server = useTestServer({ config, jobs: { pollMs: 50, now: clock.now }, limits: { promptsPerMinute: 1_000 }, log: { level: 'info', stream: logStream } });
  let family: TestFamily;
  let other: TestFamily;
  let storytellerEmail: string;
  const london = (email: string, over: Record<string, unknown> = {}) => ({ enabled: true, day: 'sunday', time: '10:00', timeZone: 'Europe/London', email, ...over });
  const get = (user: TestUser) => server.request('GET', '/api/archive/prompt-schedule', { token: user.token });
  const put = (user: TestUser, body: unknown) => server.request('PUT', '/api/archive/prompt-schedule', { token: user.token, body });
  const putQuestions = (user: TestUser, body: unknown) => server.request('PUT', '/api/archive/prompt-schedule/questions', { token: user.token, body });
  const sendNow = (user: TestUser) => server.request('POST', '/api/archive/prompt-schedule/send-now', { token: user.token });
  const open = (user: TestUser, id: string) => server.request('POST', `/api/prompt-sends/${id}/open`, { token: user.token });
  const jobsOf = (archiveId: string) =>
    server.app.repos.db.selectFrom('jobs').selectAll().where('kind', '=', WEEKLY_QUESTION_JOB).where('key', 'like', `${archiveId}:%`).orderBy('key').execute();
  const mailsTo = async (email: string) => (await outbox(config.outboxDir)).filter((m) => m.to.toLowerCase() === email.toLowerCase());

  beforeAll(async () => {
    clock.set('2026-11-25T12:00:00Z');
    family = await createFamily(server);
    other = await createFamily(server, 'Otto');
    storytellerEmail = (await server.app.repos.archives.findUser(family.members.storyteller.uid))!.email!;
  });

  it('before it is set: no schedule, the defaults (the storyteller’s address), three built-in questions', async () => {
    const res = await get(family.admin);
    expect(res.status).toBe(200);
    const defaults = { day: 'sunday', time: '10:00', timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, email: storytellerEmail };
    expect(res.body).toEqual({
      ...defaults,
      enabled: false,
      schedule: null,
      defaults,
      nextSendAt: null,
      questions: builtInQuestions.childhood.slice(0, 3).map((text) => ({ text, source: 'builtIn' })),
      lastSend: null,
      streak: 0,
      failing: null,
      unsubscribedAt: null,
      outbox: true,
    });
    expect((await sendNow(family.admin)).body).toEqual({ error: texts.noSchedule });
  });

  it('only an admin reads or changes it (403 for every other role); without an archive 404; nothing changes', async () => {
    for (const role of ['storyteller', 'contributor', 'viewer'] as const) {
      const user = family.members[role];
      for (const res of [await get(user), await put(user, london(storytellerEmail)), await putQuestions(user, { questions: ['Mine?'] }), await sendNow(user)]) {
        expect(res.status, role).toBe(403);
        expect(res.body).toEqual({ error: texts.forbidden });
      }
    }
    const loner = await createUser('loner');
    expect((await get(loner)).status).toBe(404);
    expect((await put(loner, london(loner.email))).status).toBe(404);
    expect(await server.app.repos.prompts.findSchedule(family.archiveId)).toBeUndefined();
    expect(await server.app.repos.prompts.queue(family.archiveId)).toEqual([]);
    expect(await jobsOf(family.archiveId)).toEqual([]);
  });

  it('bad input is refused with 400 and a clear reason, and changes nothing', async () => {
    const cases: [unknown, string][] = [
      [london(storytellerEmail, { time: '21:30' }), texts.quietHours],
      [london(storytellerEmail, { time: '07:59' }), texts.quietHours],
      [london(storytellerEmail, { time: '9:0' }), 'time must be HH:MM'],
      [london(storytellerEmail, { time: '25:00' }), 'time must be HH:MM'],
      [london(storytellerEmail, { day: 8 }), 'day must be one of'],
      [london(storytellerEmail, { timeZone: 'Mars/Olympus_Mons' }), 'timeZone must be an IANA time zone name'],
      [london(storytellerEmail, { timeZone: 'EST' }), 'timeZone must be an IANA time zone name'],
      [london(storytellerEmail, { day: 'funday' }), 'day must be one of'],
      [london('not an address'), 'email must be an e-mail address'],
      [{ ...london(storytellerEmail), extra: 1 }, 'Invalid body'],
      [{ enabled: 'yes' }, 'Invalid body'],
    ];
    for (const [body, reason] of cases) {
      const res = await put(family.admin, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toContain(reason);
    }
    for (const body of [{ questions: [] }, { questions: ['a', 'b', 'c', 'd'] }, { questions: ['  '] }, { questions: ['x'.repeat(501)] }, { questions: 'one' }]) {
      expect((await putQuestions(family.admin, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await open(family.members.storyteller, 'not-a-uuid')).status).toBe(400);
    expect(await server.app.repos.prompts.findSchedule(family.archiveId)).toBeUndefined();
    expect(await server.app.repos.prompts.queue(family.archiveId)).toEqual([]);
  });

  it('PUT takes only what changes, a day in any case or as a number, a time as 9:30; GET gives the schedule at its top level', async () => {
    const { archiveId, admin: otherAdmin } = await createFamily(server, 'Thea');
    const before = await get(otherAdmin);
    // Only turned on: the rest is the defaults (the storyteller's address among them).
    const on = await put(otherAdmin, { enabled: true });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ enabled: true, day: 'sunday', time: '10:00', timeZone: before.body.timeZone, email: before.body.email });
    expect(on.body.schedule).toEqual({ enabled: true, day: 'sunday', time: '10:00', timeZone: before.body.timeZone, email: before.body.email });
    for (const [day, saved] of [['Monday', 'monday'], [' FRIDAY ', 'friday'], [0, 'sunday'], [7, 'sunday'], [1, 'monday'], [6, 'saturday']] as const) {
      const res = await put(otherAdmin, { day, time: '9:30', timeZone: 'Europe/Dublin' });
      expect(res.status, String(day)).toBe(200);
      expect(res.body).toMatchObject({ enabled: true, day: saved, time: '09:30', timeZone: 'Europe/Dublin', email: before.body.email });
    }
    // Paused with one field: the rest stays as saved, and nothing is waiting to go.
    const paused = await put(otherAdmin, { enabled: false });
    expect(paused.body).toMatchObject({ enabled: false, day: 'saturday', time: '09:30', timeZone: 'Europe/Dublin', nextSendAt: null });
    expect((await get(otherAdmin)).body).toEqual(paused.body);
    expect((await jobsOf(archiveId)).filter((j) => j.state === 'pending')).toEqual([]);
  });

  it('PUT then GET: the schedule and when it next goes out; a change moves the one job; paused, none', async () => {
    const saved = await put(family.admin, london(storytellerEmail));
    expect(saved.status).toBe(200);
    expect(saved.body.schedule).toEqual(london(storytellerEmail));
    // Wednesday 25 November 2026, 12:00 UTC: the next Sunday 10:00 in London (GMT).
    expect(saved.body.nextSendAt).toBe(Date.parse('2026-11-29T10:00:00Z'));
    expect((await get(family.admin)).body).toEqual(saved.body);
    expect((await jobsOf(family.archiveId)).map((j) => [j.key, j.state, j.run_after])).toEqual([[`${family.archiveId}:2026-W48`, 'pending', Date.parse('2026-11-29T10:00:00Z')]]);

    const moved = await put(family.admin, london(storytellerEmail, { day: 'monday', time: '09:30', timeZone: 'America/New_York' }));
    expect(moved.body.nextSendAt).toBe(Date.parse('2026-11-30T14:30:00Z'));
    expect((await jobsOf(family.archiveId)).filter((j) => j.state === 'pending').map((j) => [j.key, j.run_after])).toEqual([
      [`${family.archiveId}:2026-W49`, Date.parse('2026-11-30T14:30:00Z')],
    ]);

    const paused = await put(family.admin, london(storytellerEmail, { enabled: false }));
    expect(paused.body.schedule.enabled).toBe(false);
    expect(paused.body.nextSendAt).toBeNull();
    expect((await jobsOf(family.archiveId)).filter((j) => j.state === 'pending')).toEqual([]);

    // Another family's admin sees only their own (none).
    const theirs = await get(other.admin);
    expect(theirs.body.schedule).toBeNull();
    expect(theirs.body.defaults.email).not.toBe(storytellerEmail);
    expect((await put(family.admin, london(storytellerEmail))).body.nextSendAt).toBe(Date.parse('2026-11-29T10:00:00Z'));
  });

  it('the family’s questions go first, in the order given; a reorder is kept', async () => {
    const edited = await putQuestions(family.admin, { questions: ['  What was your first bicycle like?  ', 'Who taught you to swim?'] });
    expect(edited.status).toBe(200);
    expect(edited.body.questions).toEqual([
      { text: 'What was your first bicycle like?', source: 'family' },
      { text: 'Who taught you to swim?', source: 'family' },
      { text: builtInQuestions.childhood[0], source: 'builtIn' },
    ]);
    const reordered = await putQuestions(family.admin, { questions: ['Who taught you to swim?', builtInQuestions.childhood[0], 'What was your first bicycle like?'] });
    expect(reordered.body.questions.map((q: { text: string }) => q.text)).toEqual(['Who taught you to swim?', builtInQuestions.childhood[0], 'What was your first bicycle like?']);
    expect((await get(family.admin)).body.questions).toEqual(reordered.body.questions);
    expect((await get(other.admin)).body.questions[0].source).toBe('builtIn');
  });

  let sent: { id: string; mail: ReadMail };

  it('"send now" sends this week’s question (the first of the queue) once; this week’s time does not send it again', async () => {
    const res = await sendNow(family.admin);
    expect(res.status).toBe(202);
    expect(res.body.question).toBe('Who taught you to swim?');
    expect(Math.abs(res.body.sendsAt - clock.now())).toBeLessThan(5_000);
    const mail = await waitForOutboxMail(config.outboxDir, storytellerEmail);
    expect(mail.subject).toBe("This week's question for Rose");
    expect(mail.text).toContain('Who taught you to swim?');
    expect(mail.messageId).toBe(`<weekly-${family.archiveId}-2026-W48@kinstory>`);
    const unsubscribeUrl = /^<(http:\/\/127\.0\.0\.1:\d+\/api\/prompt-schedule\/unsubscribe\?token=[\w.-]+)>$/.exec(header(mail, 'list-unsubscribe') ?? '')?.[1];
    expect(unsubscribeUrl).toBeDefined();
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(unsubscribeUrl);
    const answer = new URL(mail.link('Answer this question'));
    expect(answer.pathname).toBe('/sign-in/link');

    const status = await waitFor(async () => {
      const body = (await get(family.admin)).body;
      return body.lastSend && body;
    }, 'the send to be recorded');
    expect(status.lastSend).toEqual({ id: expect.any(String), question: 'Who taught you to swim?', email: storytellerEmail, sentAt: expect.any(Number), answered: false });
    expect(decodeURIComponent(answer.searchParams.get('continueUrl') ?? answer.search)).toContain(`/answer/${status.lastSend.id}`);
    expect(status.streak).toBe(0);
    // It left the queue; next week's goes out next Sunday.
    expect(status.questions.map((q: { text: string }) => q.text).slice(0, 2)).toEqual([builtInQuestions.childhood[0], 'What was your first bicycle like?']);
    expect(status.nextSendAt).toBe(Date.parse('2026-12-06T10:00:00Z'));
    expect((await sendNow(family.admin)).body).toEqual({ error: texts.alreadySent });

    // This week's Sunday comes and goes: nothing more is sent.
    clock.set('2026-11-29T10:00:30Z');
    await new Promise((r) => setTimeout(r, 500));
    expect(await mailsTo(storytellerEmail)).toHaveLength(1);
    expect(await server.app.repos.db.selectFrom('prompt_sends').select('week').where('archive_id', '=', family.archiveId).execute()).toEqual([{ week: '2026-W48' }]);
    sent = { id: status.lastSend.id, mail };
  });

  it('its link opens one conversation, for the storyteller only, starting with the question; answered once she writes: a streak of 1', async () => {
    const first = await open(family.members.storyteller, sent.id);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ conversationId: sent.id, question: 'Who taught you to swim?' });
    expect((await open(family.members.storyteller, sent.id)).body).toEqual(first.body);
    const messages = await server.request('GET', `/api/conversations/${sent.id}/messages`, { token: family.members.storyteller.token });
    expect(messages.body.messages.map((m: { role: string; content: string }) => [m.role, m.content])).toEqual([['assistant', 'Who taught you to swim?']]);

    for (const user of [family.admin, family.members.contributor, family.members.viewer]) {
      expect((await open(user, sent.id)).body).toEqual({ error: texts.notForYou });
    }
    expect((await open(other.members.storyteller, sent.id)).status).toBe(404);
    expect((await open(family.members.storyteller, randomUUID())).status).toBe(404);

    await chat(server.url, family.members.storyteller.token, { text: 'My father taught me, in the canal behind the mill.', conversationId: sent.id, messageId: randomUUID() });
    const status = (await get(family.admin)).body;
    expect(status.lastSend.answered).toBe(true);
    expect(status.streak).toBe(1);
  });

  it('unsubscribe: the link’s page asks, its button stops the next send; a forged token is refused; the address cannot be turned on again', async () => {
    const url = new URL(header(sent.mail, 'list-unsubscribe')!.slice(1, -1));
    const token = url.searchParams.get('token')!;
    const path = `${url.pathname}${url.search}`;

    const page = await server.request('GET', path);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain(`Stop the weekly questions to ${storytellerEmail}?`);
    expect(page.text).toMatch(/<form method="post"[^>]*><button type="submit">Stop the weekly questions<\/button><\/form>/);

    const [payload, signature] = token.split('.') as [string, string];
    // Signed with the server's own key, but for another purpose: it never verifies here.
    const key = await server.app.repos.prompts.secret('unsubscribe-links');
    const signedFor = (purpose: string) => createHmac('sha256', key).update(`${purpose}:${family.archiveId}:${storytellerEmail}`).digest('base64url');
    expect(signedFor('unsubscribe')).toBe(signature);
    const forgeries = [
      `${payload}.${signedFor('sign-in')}`,
      `${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
      `${Buffer.from(`${other.archiveId}.${storytellerEmail}`).toString('base64url')}.${signature}`,
      payload,
      'nonsense',
    ];
    for (const forged of forgeries) {
      for (const method of ['GET', 'POST']) {
        const res = await server.request(method, `/api/prompt-schedule/unsubscribe?token=${encodeURIComponent(forged)}`);
        expect(res.status, `${method} ${forged}`).toBe(400);
        expect(res.text).toContain('This link does not work.');
      }
    }
    expect((await server.request('GET', '/api/prompt-schedule/unsubscribe')).status).toBe(400);
    expect((await get(family.admin)).body.unsubscribedAt).toBeNull();

    // A mail client's one-click unsubscribe (RFC 8058).
    const done = await server.request('POST', path, { body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(done.status).toBe(200);
    expect(done.text).toContain('You will not get the weekly question any more.');
    const status = (await get(family.admin)).body;
    expect(status.schedule.enabled).toBe(false);
    expect(status.unsubscribedAt).toEqual(expect.any(Number));
    expect(status.nextSendAt).toBeNull();
    expect((await jobsOf(family.archiveId)).filter((j) => j.state === 'pending')).toEqual([]);

    // Next Sunday's time passes: nothing is sent.
    clock.set('2026-12-06T10:00:30Z');
    await new Promise((r) => setTimeout(r, 500));
    expect(await mailsTo(storytellerEmail)).toHaveLength(1);

    const again = await put(family.admin, london(storytellerEmail.toUpperCase()));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: texts.unsubscribed });
    expect((await sendNow(family.admin)).body).toEqual({ error: texts.unsubscribed });
    // Paused with that address is allowed; another address turns it on.
    expect((await put(family.admin, london(storytellerEmail, { enabled: false }))).status).toBe(200);
    const elsewhere = await put(family.admin, london(family.admin.email));
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.unsubscribedAt).toBeNull();
    expect(elsewhere.body.nextSendAt).toBe(Date.parse('2026-12-13T10:00:00Z'));

    // The token never reached a log line.
    expect(logLines.join('')).not.toContain(token);
    expect(logLines.join('')).not.toContain(signature);
  });

  it('a question due in the quiet hours waits for the morning; then the scheduled send goes out by itself', async () => {
    const teller = other.members.storyteller;
    const email = (await server.app.repos.archives.findUser(teller.uid))!.email!;
    clock.set('2026-12-07T12:00:00Z');
    expect((await put(other.admin, london(email, { day: 'monday', time: '19:59' }))).body.nextSendAt).toBe(Date.parse('2026-12-07T19:59:00Z'));
    // No instance ran at 19:59 (the clock jumps past it): the job is claimed at 21:00 and waits.
    clock.set('2026-12-07T21:00:00Z');
    const waiting = await waitFor(async () => {
      const [job] = await jobsOf(other.archiveId);
      return job?.run_after === Date.parse('2026-12-08T08:00:00Z') && job;
    }, 'the job to wait for 08:00');
    expect(waiting.attempts).toBe(0);
    expect(await mailsTo(email)).toEqual([]);

    clock.set('2026-12-08T08:00:01Z');
    const mail = await waitForOutboxMail(config.outboxDir, email);
    expect(mail.text).toContain(builtInQuestions.childhood[0]);
    expect(mail.messageId).toBe(`<weekly-${other.archiveId}-2026-W50@kinstory>`);
    const status = await waitFor(async () => {
      const body = (await get(other.admin)).body;
      return body.lastSend && body;
    }, 'the send to be recorded');
    expect(status.nextSendAt).toBe(Date.parse('2026-12-14T19:59:00Z'));
    // Not yet answered, and this week's: no streak yet, and none broken.
    expect(status.streak).toBe(0);
    expect(status.questions[0].text).toBe(builtInQuestions.childhood[1]);
  });

  it('deleting the archive deletes its schedule, queue, sends and jobs', async () => {
    await putQuestions(other.admin, { questions: ['A last one?'] });
    const res = await server.request('DELETE', '/api/archive', { token: other.admin.token });
    expect(res.status, res.text).toBe(200);
    for (const table of ['prompt_schedules', 'prompt_questions', 'prompt_sends', 'prompt_unsubscribes'] as const) {
      expect(await server.app.repos.db.selectFrom(table).select('archive_id').where('archive_id', '=', other.archiveId).execute(), table).toEqual([]);
    }
    expect(await jobsOf(other.archiveId)).toEqual([]);
  });
});
