import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorTexts } from '@kinstory/contract';
import { isEmulatorMode, type ServerConfig } from '../../config.ts';
import { HttpError } from '../../http.ts';
import { OUTBOX_FILE } from '../../mail/mailer.ts';
import { escapeHtml } from '../../mail/templates.ts';
import { answers, content } from '../openapi.ts';
import { htmlPage } from '../page.ts';

/** The outbox page lists at most this many mails, newest first. */
const LISTED = 200;

export const DEV_OUTBOX_PATH = '/dev/outbox';

/** Whether this server shows its outbox: mails go to the folder (no SMTP_URL), and it runs on the emulator (loopback only). */
export const showsOutbox = (config: ServerConfig, mode: 'smtp' | 'outbox') => mode === 'outbox' && isEmulatorMode(config);

const notFound = () => new HttpError(404, errorTexts.notFound);

const css = `body { font-family: system-ui, sans-serif; font-size: 18px; line-height: 1.5; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #211a16; background: #fbf8f4; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #cfc4b9; vertical-align: top; }
a { color: #1f5f8f; }`;
const page = (title: string, main: string) => htmlPage({ title, css, main });

/** mailparser loads on the first look at the outbox, not with the server. */
async function parseMail(raw: Buffer) {
  const { simpleParser } = await import('mailparser');
  return simpleParser(raw);
}

/**
 * GET /dev/outbox: the mails this server wrote to its outbox folder (no SMTP_URL), newest first,
 * and GET /dev/outbox/:name: one of them, its HTML part as a page (its links work), so `npm start`
 * shows the whole e-mail flow with no keys. Only in emulator mode, which listens on loopback alone;
 * otherwise, and for any name that is not one of the folder's mail files, 404.
 */
export default async function devOutboxRoutes(app: FastifyInstance, opts: { config: ServerConfig }) {
  const { outboxDir } = opts.config;
  const enabled = () => showsOutbox(opts.config, app.mailer.mode);

  /** The outbox's mail files, newest first (their names begin with the time). */
  async function files(): Promise<string[]> {
    const names = await fs.readdir(outboxDir).catch(() => [] as string[]);
    return names.filter((n) => OUTBOX_FILE.test(n)).sort().reverse();
  }

  const tags = ['Development'];
  const listSchema = {
    summary: 'The mails this server wrote to its outbox folder (emulator mode only)',
    description: 'A page for development: the mails `npm start` would have sent, newest first. 404 unless the server runs on the emulator with no SMTP_URL.',
    tags,
    security: [],
    response: answers({ 200: content('text/html', 'The outbox page', false) }),
  };
  app.get(DEV_OUTBOX_PATH, { schema: listSchema }, async (_request, reply) => {
    if (!enabled()) throw notFound();
    const names = (await files()).slice(0, LISTED);
    const rows = await Promise.all(
      names.map(async (name) => {
        const mail = await parseMail(await fs.readFile(path.join(outboxDir, name)));
        const to = mail.to ? [mail.to].flat().map((a) => a.text).join(', ') : '';
        const time = (mail.date ?? new Date(0)).toISOString().replace('T', ' ').slice(0, 19);
        const href = `${DEV_OUTBOX_PATH}/${encodeURIComponent(name)}`;
        return `<tr><td>${escapeHtml(time)} UTC</td><td>${escapeHtml(to)}</td><td><a href="${escapeHtml(href)}">${escapeHtml(mail.subject || '(no subject)')}</a></td></tr>`;
      }),
    );
    const body = rows.length
      ? `<table>\n<thead><tr><th scope="col">Time</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead>\n<tbody>\n${rows.join('\n')}\n</tbody>\n</table>`
      : '<p>No mail yet.</p>';
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page('Outbox', `<h1>Outbox</h1>\n<p>Mails this server would have sent (there is no SMTP_URL), newest first. They are files in ${escapeHtml(outboxDir)}.</p>\n${body}`));
  });

  const mailSchema = {
    summary: 'One mail of the outbox, as a page (emulator mode only)',
    tags,
    security: [],
    // Any name reaches the handler, which answers 404 for anything that is not one of the folder's mail files.
    params: z.object({ name: z.string() }),
    response: answers({ 200: content('text/html', "The mail's HTML part, or its text", false) }),
  };
  app.withTypeProvider<ZodTypeProvider>().get(`${DEV_OUTBOX_PATH}/:name`, { schema: mailSchema }, async (request, reply) => {
    if (!enabled()) throw notFound();
    const { name } = request.params;
    // Only a plain name of a mail file in the folder: no path, no other file.
    if (!OUTBOX_FILE.test(name) || path.basename(name) !== name || !(await files()).includes(name)) throw notFound();
    const mail = await parseMail(await fs.readFile(path.join(outboxDir, name)));
    const html = typeof mail.html === 'string' ? mail.html : page(mail.subject ?? 'Mail', `<pre>${escapeHtml(mail.text ?? '')}</pre>`);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
}
