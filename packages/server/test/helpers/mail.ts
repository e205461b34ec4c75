import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { OUTBOX_FILE } from '../../src/mail/mailer.ts';
import { waitFor } from './sse.ts';

/** A mail as a test reads it: To, Subject, both parts, headers, and its links by label. */
export interface ReadMail {
  file?: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string | undefined;
  parsed: ParsedMail;
  /** The href of the first link whose text is `label`, decoded (&amp; → &). */
  link(label: string): string;
}

export function readMail(parsed: ParsedMail, file?: string): ReadMail {
  const html = typeof parsed.html === 'string' ? parsed.html : '';
  return {
    file,
    to: parsed.to ? [parsed.to].flat().map((a) => a.text).join(', ') : '',
    subject: parsed.subject ?? '',
    html,
    text: parsed.text ?? '',
    messageId: parsed.messageId,
    parsed,
    link(label) {
      const found = [...html.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].find((m) => m[2] === label);
      if (!found) throw new Error(`no link "${label}" in the mail "${parsed.subject}"`);
      return found[1]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
    },
  };
}

/** The mails in an outbox folder, oldest first. */
export async function outbox(dir: string): Promise<ReadMail[]> {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => OUTBOX_FILE.test(f)).sort() : [];
  return Promise.all(files.map(async (f) => readMail(await simpleParser(fs.readFileSync(path.join(dir, f))), f)));
}

/** Waits until the outbox holds a mail to `to` (case-insensitive) and answers it. */
export async function waitForOutboxMail(dir: string, to: string, timeoutMs = 15_000): Promise<ReadMail> {
  return waitFor(async () => (await outbox(dir)).find((m) => m.to.toLowerCase() === to.toLowerCase()), `a mail to ${to} in the outbox`, timeoutMs);
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** What it accepted, oldest first, with each one's envelope (MAIL FROM, RCPT TO). */
  received: ReadMail[];
  envelopes: { from: string; to: string[] }[];
  /** Messages it refused so far. */
  refusals: number;
  /** The next `n` messages (Infinity: all) are refused with a 451, a server that is having trouble. */
  refuseNext(n: number): void;
  close(): Promise<void>;
}

/** A real SMTP server (npm smtp-server) on 127.0.0.1:0 that keeps what it receives, parsed with mailparser. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  let refuse = 0;
  const state = { refusals: 0 };
  const received: ReadMail[] = [];
  const envelopes: { from: string; to: string[] }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (refuse > 0) {
            refuse -= 1;
            state.refusals += 1;
            return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          }
          received.push(readMail(parsed));
          envelopes.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address) });
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    envelopes,
    get refusals() {
      return state.refusals;
    },
    refuseNext(n) {
      refuse = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
