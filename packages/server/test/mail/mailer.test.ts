import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer, mailFailureReason, OUTBOX_FILE } from '../../src/mail/mailer.ts';
import type { OutgoingMail } from '../../src/mail/types.ts';
import { localConfig } from '../helpers/config.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/mail.ts';
import { samples } from './samples.ts';
import { scratchDir } from '../helpers/scratch.ts';

const mail: OutgoingMail = {
  to: 'rose@example.com',
  subject: samples.weekly.subject,
  html: samples.weekly.html,
  text: samples.weekly.text,
  messageId: '<weekly-archive-2026-W48@kinstory>',
  headers: { 'List-Unsubscribe': '<https://kinstory.example/api/prompt-schedule/unsubscribe?token=t.s>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
};

/** What every mail must carry, however it left: From, To, Subject, Message-ID, the caller's headers, both parts. */
function expectWhole(parsed: ParsedMail) {
  expect(parsed.from?.value).toEqual([{ name: 'Kinstory', address: 'questions@kinstory.invalid' }]);
  expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '').toBe('rose@example.com');
  expect(parsed.subject).toBe("This week's question for Rose");
  expect(parsed.messageId).toBe('<weekly-archive-2026-W48@kinstory>');
  // Unfolded: a long header is folded onto a second line.
  const line = (key: string) => parsed.headerLines.find((h) => h.key === key)?.line.replace(/\r?\n[ \t]+/g, ' ');
  expect(line('list-unsubscribe')).toBe('List-Unsubscribe: <https://kinstory.example/api/prompt-schedule/unsubscribe?token=t.s>');
  expect(line('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  expect(String(parsed.headers.get('content-type') && (parsed.headers.get('content-type') as { value: string }).value)).toBe('multipart/alternative');
  expect(parsed.html).toBe(samples.weekly.html);
  expect(parsed.text).toBe(samples.weekly.text);
}

const servers: TestSmtpServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function smtpServer() {
  const server = await startSmtpServer();
  servers.push(server);
  return server;
}

describe('the mailer', () => {
  it('without SMTP_URL writes each mail whole to the outbox folder as <time>-<id>.eml', async () => {
    const outboxDir = path.join(scratchDir('outbox-'), 'not-yet-made');
    const mailer = createMailer(localConfig({ outboxDir }));
    expect(mailer.mode).toBe('outbox');
    await mailer.send(mail);
    await mailer.send({ ...mail, messageId: undefined, headers: undefined, subject: 'Second' });
    const files = fs.readdirSync(outboxDir).sort();
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(OUTBOX_FILE);
    const raw = fs.readFileSync(path.join(outboxDir, files[0]!), 'utf8');
    expect(raw).not.toContain('\r\n');
    expectWhole(await simpleParser(raw));
    const second = await simpleParser(fs.readFileSync(path.join(outboxDir, files[1]!)));
    expect(second.subject).toBe('Second');
    expect(second.messageId).toMatch(/^<.+@.+>$/);
  });

  it('with SMTP_URL sends through the SMTP server, and resolves once it accepted the mail', async () => {
    const smtp = await smtpServer();
    const mailer = createMailer(localConfig({ outboxDir: scratchDir('outbox-'), smtpUrl: smtp.url }));
    expect(mailer.mode).toBe('smtp');
    await mailer.send(mail);
    expect(smtp.received).toHaveLength(1);
    expectWhole(smtp.received[0]!.parsed);
    expect(smtp.envelopes[0]).toEqual({ from: 'questions@kinstory.invalid', to: ['rose@example.com'] });
  });

  it('rejects when the SMTP server refuses the mail, or is not there at all', async () => {
    const refusing = await smtpServer();
    refusing.refuseNext(Infinity);
    await expect(createMailer(localConfig({ outboxDir: scratchDir('outbox-'), smtpUrl: refusing.url })).send(mail)).rejects.toMatchObject({ responseCode: 451, message: expect.stringMatching(/Try again later/) });
    expect(mailFailureReason(await createMailer(localConfig({ outboxDir: scratchDir('outbox-'), smtpUrl: refusing.url })).send(mail).catch((err: unknown) => err))).toBe('The mail server refused the message');
    const closed = await smtpServer();
    const url = closed.url;
    await servers.pop()!.close();
    const unreachable = await createMailer(localConfig({ outboxDir: scratchDir('outbox-'), smtpUrl: url })).send(mail).catch((err: unknown) => err);
    expect(unreachable).toBeInstanceOf(Error);
    expect(mailFailureReason(unreachable)).toBe('The mail server could not be reached');
  });
});
