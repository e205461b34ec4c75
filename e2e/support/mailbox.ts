import { expect } from '@playwright/test';
import { type ReadMail, startSmtpServer } from '@kinstory/server/testing/mail';

export type { ReadMail };

export interface Mailbox {
  /** smtp://127.0.0.1:<port>, for the server's SMTP_URL. */
  url: string;
  /** Every mail received so far, oldest first. */
  mails: ReadMail[];
  /** Waits for the next mail to `to` whose subject matches, among those not yet taken. */
  next(to: string, subject: RegExp): Promise<ReadMail>;
  close(): Promise<void>;
}

/** The server suite's test SMTP server (npm smtp-server on loopback, mails parsed by mailparser), for a spec. */
export async function startMailbox(): Promise<Mailbox> {
  const smtp = await startSmtpServer();
  const taken = new Set<ReadMail>();
  return {
    url: smtp.url,
    mails: smtp.received,
    async next(to, subject) {
      let found: ReadMail | undefined;
      await expect
        .poll(
          () => {
            found = smtp.received.find((m) => !taken.has(m) && m.to.toLowerCase().includes(to.toLowerCase()) && subject.test(m.subject));
            return Boolean(found);
          },
          { message: `a mail to ${to} with subject ${subject}`, timeout: 20_000 },
        )
        .toBe(true);
      taken.add(found!);
      return found!;
    },
    close: () => smtp.close(),
  };
}

/** The header line as sent, by lower-case name: 'list-unsubscribe' → 'List-Unsubscribe: <…>'. */
export const headerOf = (mail: ReadMail, name: string) => mail.parsed.headerLines.find((h) => h.key === name)?.line;
