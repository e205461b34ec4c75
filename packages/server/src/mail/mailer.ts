import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { ServerConfig } from '../config.ts';
import type { Mailer, OutgoingMail } from './types.ts';

/** How long an SMTP server may take to accept the connection, to greet, and to answer each step. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** The name of an outbox file: its time (sortable, no colons) and a short id. */
export const OUTBOX_FILE = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{8}\.eml$/;

function outboxFileName(at: Date): string {
  return `${at.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
}

/** nodemailer's message: From, To, Subject, Message-ID and the caller's headers, HTML and text as multipart/alternative. */
function message(from: string, mail: OutgoingMail): SendMailOptions {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    ...(mail.messageId ? { messageId: mail.messageId } : {}),
    ...(mail.headers ? { headers: mail.headers } : {}),
  };
}

/** SMTP through nodemailer (`SMTP_URL`): one connection per mail (no pool), resolved once the server accepts it. */
function smtpMailer(config: ServerConfig, url: string): Mailer {
  const transport: Transporter = nodemailer.createTransport({ url, pool: false, ...SMTP_TIMEOUTS });
  return {
    mode: 'smtp',
    async send(mail) {
      await transport.sendMail(message(config.mailFrom, mail));
    },
  };
}

/**
 * No SMTP_URL: each mail is written to `outboxDir` as `<time>-<id>.eml` (the whole message, as an
 * SMTP server would have received it), written to a temporary name first and then renamed, so the
 * dev page never lists half a file.
 */
function outboxMailer(config: ServerConfig): Mailer {
  const transport: Transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'outbox',
    async send(mail) {
      const info = (await transport.sendMail(message(config.mailFrom, mail))) as { message: Buffer };
      await fs.mkdir(config.outboxDir, { recursive: true });
      const name = outboxFileName(new Date());
      const file = path.join(config.outboxDir, name);
      const temporary = path.join(config.outboxDir, `.${name}.tmp`);
      await fs.writeFile(temporary, info.message);
      await fs.rename(temporary, file);
    },
  };
}

/**
 * Why a send failed, in plain words (nodemailer's `code` and `responseCode`): what a job keeps as
 * its reason, and what a log may show. The SMTP server's own answer can quote the address, so it
 * is never kept.
 */
export function mailFailureReason(err: unknown): string {
  const { code, responseCode } = (err ?? {}) as { code?: unknown; responseCode?: unknown };
  if (code === 'EAUTH') return 'The mail server did not accept our sign-in';
  if (typeof responseCode === 'number' || code === 'EENVELOPE' || code === 'EMESSAGE') return 'The mail server refused the message';
  if (typeof code === 'string' && /^E(CONNECTION|SOCKET|TIMEDOUT|DNS|CONNREFUSED|CONNRESET|NOTFOUND|HOSTUNREACH|GREETING|TLS)$/.test(code)) {
    return 'The mail server could not be reached';
  }
  return 'The e-mail could not be sent';
}

/** The mailer of this server: SMTP when SMTP_URL is set, else the outbox folder. */
export function createMailer(config: ServerConfig): Mailer {
  return config.smtpUrl ? smtpMailer(config, config.smtpUrl) : outboxMailer(config);
}
