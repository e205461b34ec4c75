import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { expect } from '@playwright/test';

export interface ReceivedMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Header lines as sent, by lower-case name: 'list-unsubscribe' → 'List-Unsubscribe: <…>'. */
  headers: Map<string, string>;
}

export interface Mailbox {
  /** smtp://127.0.0.1:<port>, for the server's SMTP_URL. */
  url: string;
  /** Every mail received so far, oldest first. */
  mails: ReceivedMail[];
  /** Waits for the next mail to `to` whose subject matches, among those not yet taken. */
  next(to: string, subject: RegExp): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server (npm smtp-server) on loopback that keeps what it receives, parsed (mailparser). */
export async function startMailbox(): Promise<Mailbox> {
  const mails: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
          mails.push({ to, subject: parsed.subject ?? '', html: typeof parsed.html === 'string' ? parsed.html : '', text: parsed.text ?? '', headers: new Map(parsed.headerLines.map((h) => [h.key, h.line])) });
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async next(to, subject) {
      let found: ReceivedMail | undefined;
      await expect
        .poll(
          () => {
            found = mails.find((m) => !taken.has(m) && m.to.toLowerCase().includes(to.toLowerCase()) && subject.test(m.subject));
            return Boolean(found);
          },
          { message: `a mail to ${to} with subject ${subject}`, timeout: 20_000 },
        )
        .toBe(true);
      taken.add(found!);
      return found!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The href of the link whose text matches, in a mail's HTML part. */
export function linkIn(mail: ReceivedMail, text: RegExp): string {
  for (const match of mail.html.matchAll(/<a\b[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)) {
    const label = match[2]!.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim();
    if (text.test(label)) return match[1]!.replace(/&amp;/g, '&');
  }
  throw new Error(`no link ${text} in the mail '${mail.subject}'`);
}
