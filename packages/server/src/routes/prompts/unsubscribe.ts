import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { promptUnsubscribeQuerySchema } from '@kinstory/contract';
import type { Limits } from '../../limits.ts';
import { escapeHtml } from '../../mail/templates.ts';
import { perUserPerMinute } from '../../plugins/limits.ts';
import type { PromptsService } from '../../services/prompts.ts';
import { UNSUBSCRIBE_PATH } from '../../services/unsubscribeLinks.ts';
import { content } from '../openapi.ts';
import { htmlPage } from '../page.ts';

export const unsubscribeTexts = {
  title: 'The weekly question',
  confirm: (email: string) => `Stop the weekly questions to ${email}?`,
  explain: 'Your family will see that this address asked for no more questions. Nothing else changes: your stories stay as they are.',
  button: 'Stop the weekly questions',
  done: 'You will not get the weekly question any more.',
  doneExplain: 'Your family can choose another address for it on their dashboard.',
  bad: 'This link does not work.',
  badExplain: 'It may have been copied only in part. Please open it again from the e-mail.',
} as const;

/** Large text, the system's colours in light and dark, a button at least 44 px tall with a visible focus ring. */
const css = `:root { color-scheme: light dark; }
body { font-family: Georgia, 'Times New Roman', serif; font-size: 1.25rem; line-height: 1.5; margin: 0; padding: 2rem 1rem; }
main { max-width: 36rem; margin: 0 auto; }
h1 { font-size: 1.75rem; line-height: 1.3; overflow-wrap: anywhere; }
button { font: inherit; font-weight: bold; min-height: 44px; padding: 0.75rem 1.5rem; border-radius: 8px; border: 2px solid currentColor; cursor: pointer; }
button:focus-visible { outline: 3px solid Highlight; outline-offset: 3px; }`;
const page = (heading: string, body: string) => htmlPage({ title: unsubscribeTexts.title, css, main: `<h1>${heading}</h1>\n${body}` });

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/**
 * The weekly e-mail's unsubscribe link (issue #20), without signing in: GET shows a page that asks,
 * POST (its button, or a mail client's RFC 8058 one-click `List-Unsubscribe=One-Click`) does it.
 * The token stays out of the logs (logging.ts hides every `?token=`).
 */
export default async function unsubscribeRoutes(app: FastifyInstance, opts: { limits: Limits; prompts: PromptsService }) {
  const { prompts } = opts;
  const config = { rateLimit: perUserPerMinute('unsubscribe', opts.limits.promptsPerMinute) };
  // The page's form and one-click unsubscribes post form bodies; the token is in the address, so the body is not read.
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string' }, (_request, _body, done) => done(null, {}));

  const html = (reply: FastifyReply, status: number, heading: string, body: string) =>
    reply.code(status).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8').send(page(heading, body));
  const bad = (reply: FastifyReply) => html(reply, 400, escapeHtml(unsubscribeTexts.bad), paragraph(unsubscribeTexts.badExplain));
  const tokenOf = (query: unknown) => {
    const parsed = promptUnsubscribeQuerySchema.safeParse(query);
    return parsed.success ? parsed.data.token : null;
  };

  // The token is checked in the handler, not by a route schema: a bad link is this page's 400, not
  // the JSON `{ error }` of a schema. The query schema documents it and lets every query through.
  const querystring = z.object({
    token: z.union([z.string(), z.array(z.string())]).optional().describe("The e-mail's signed unsubscribe token"),
  });
  const pageSchema = (summary: string) => ({
    summary,
    tags: ['Weekly question'],
    security: [],
    querystring,
    response: {
      200: content('text/html', 'A page that says so', false),
      400: content('text/html', 'A page that says the link does not work', false),
    },
  });
  app.get(UNSUBSCRIBE_PATH, { config, schema: pageSchema('The unsubscribe link: a page asking to stop the weekly questions') }, async (request, reply) => {
    const token = tokenOf(request.query);
    const target = token && (await prompts.unsubscribeTarget(token));
    if (!token || !target) return bad(reply);
    const form = `<form method="post" action="${escapeHtml(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`)}"><button type="submit">${escapeHtml(unsubscribeTexts.button)}</button></form>`;
    return html(reply, 200, escapeHtml(unsubscribeTexts.confirm(target.email)), paragraph(unsubscribeTexts.explain) + '\n' + form);
  });

  app.post(UNSUBSCRIBE_PATH, { config, schema: pageSchema('Stop the weekly questions (the page\'s button, or a mail client\'s one-click unsubscribe)') }, async (request, reply) => {
    const token = tokenOf(request.query);
    const done = token && (await prompts.unsubscribe(token));
    if (!done) return bad(reply);
    return html(reply, 200, escapeHtml(unsubscribeTexts.done), paragraph(unsubscribeTexts.doneExplain));
  });
}
