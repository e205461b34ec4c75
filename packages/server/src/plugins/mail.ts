import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config.ts';
import { createMailer } from '../mail/mailer.ts';
import type { Mailer } from '../mail/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends mail: through SMTP_URL, or into the outbox folder without it (issue #20). */
    mailer: Mailer;
    /** The address people open, for links in mails: PUBLIC_URL, or this server's own `http://host:port`. */
    publicUrl(): string;
  }
}

/** `http://host:port` of where the app listens (its configured port before it listens). */
function listeningUrl(app: FastifyInstance, config: ServerConfig): string {
  const address = app.server.listening ? app.server.address() : null;
  const port = address && typeof address === 'object' ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * The mailer (`app.mailer`) and the public address mails link to (`app.publicUrl()`). `mailer` may be
 * passed in (tests: a mailer that fails on purpose); otherwise SMTP_URL decides.
 */
export default fp(
  async function mail(app: FastifyInstance, opts: { config: ServerConfig; mailer?: Mailer }) {
    const mailer = opts.mailer ?? createMailer(opts.config);
    app.decorate('mailer', mailer);
    app.decorate('publicUrl', () => opts.config.publicUrl ?? listeningUrl(app, opts.config));
    if (mailer.mode === 'smtp' && !opts.config.publicUrl) {
      app.log.warn("SMTP_URL is set but PUBLIC_URL is not: links in mails point at this server's own address");
    }
    // With a real Firebase project nobody reads the outbox folder: say so once, where a deployer looks.
    if (mailer.mode === 'outbox' && !opts.config.authEmulatorHost) {
      app.log.warn({ outboxDir: opts.config.outboxDir }, 'SMTP_URL is not set: mails (the weekly question, invitations, sign-in links) are only written to the outbox folder, not sent');
    }
  },
  { name: 'mail' },
);
