import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signInLinkRequestSchema, signInLinkResponseSchema } from '@kinstory/contract';
import { HttpError, tooMany } from '../../http.ts';
import type { Limits } from '../../limits.ts';
import { mailFailureReason } from '../../mail/mailer.ts';
import { signInLinkEmail } from '../../mail/templates.ts';
import { now } from '../../storage/database.ts';
import { answers } from '../openapi.ts';

const HOUR_MS = 60 * 60_000;
export const signInLinkNotSentText = 'We could not send the e-mail just now. Please try again.';

/** A rate-limit key for an address that does not keep the address itself. */
const emailKey = (email: string) => `sign-in-link:email:${createHash('sha256').update(email.toLowerCase()).digest('hex')}`;

/**
 * POST /api/sign-in-link (no sign-in): e-mails a passwordless sign-in link (issue #20) to a member's
 * address or to that of a pending invitation, and to no one else, so the server cannot be made to
 * e-mail strangers. The answer is 202 `{ sent: true }` either way: it tells no one who is a member.
 * Limited per client address and per e-mail address, by the hour, counted in the database like the
 * other limits (every instance agrees). The address is in the body, which is never logged.
 */
export default async function signInLinkRoutes(app: FastifyInstance, opts: { limits: Limits }) {
  const { limits } = opts;

  async function count(key: string, max: number) {
    if (max === Infinity) return;
    const hit = await app.repos.limits.hit(key, HOUR_MS, max);
    if (hit.current > max) throw tooMany(hit.ttl);
  }

  const schema = {
    summary: 'E-mail a sign-in link to a member or an invited address',
    description: 'No sign-in. The answer is the same whether or not the address is known. Limited per client and per address, by the hour.',
    tags: ['Sign-in'],
    security: [],
    body: signInLinkRequestSchema,
    response: answers({ 202: signInLinkResponseSchema }),
  };
  app.withTypeProvider<ZodTypeProvider>().post('/api/sign-in-link', { schema }, async (request, reply) => {
    const { email, continuePath } = request.body;
    await count(`sign-in-link:ip:${request.ip}`, limits.signInLinksPerIpPerHour);
    await count(emailKey(email), limits.signInLinksPerEmailPerHour);
    const known = (await app.repos.archives.isMemberEmail(email)) || (await app.repos.invitations.isPendingFor(email, now()));
    if (known) {
      try {
        const link = await app.signInAccounts.signInLink(email, continuePath);
        await app.mailer.send({ to: email, ...signInLinkEmail({ signInUrl: link }) });
      } catch (err) {
        // The reason only: an SMTP server's answer can quote the address.
        request.log.warn({ reason: mailFailureReason(err), code: (err as { code?: unknown }).code }, 'sign-in link not sent');
        throw new HttpError(502, signInLinkNotSentText);
      }
    }
    return reply.code(202).send({ sent: true });
  });
}
