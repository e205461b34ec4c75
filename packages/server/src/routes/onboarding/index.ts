import type { FastifyInstance } from 'fastify';
import { activateStorytellerRequestSchema, pendingStorytellerParamsSchema } from '@kinstory/contract';
import { parse } from '../../http.ts';
import type { Limits } from '../../limits.ts';
import { perUserPerMinute } from '../../plugins/limits.ts';
import { activateInvitation, findPendingInvitation } from '../../services/invitations.ts';

/** The invitation activation pair (any role opens the same page and calls). */
export default async function onboardingRoutes(app: FastifyInstance, opts: { limits: Limits }) {
  const { repos } = app;
  // One count for the pair: a token looked up and a token redeemed are both a guess at a token.
  const onboardingLimit = { rateLimit: perUserPerMinute('onboarding', opts.limits.onboardingPerMinute) };

  app.get('/api/onboarding/pending-storyteller/:token', { config: onboardingLimit }, async (request) => {
    const { token } = parse(pendingStorytellerParamsSchema, request.params, 'path');
    const row = await findPendingInvitation(repos, token);
    return { data: { name: row.name, age: row.age, email: row.email } };
  });

  app.put('/api/onboarding/activate-storyteller', { config: onboardingLimit }, async (request) => {
    const input = parse(activateStorytellerRequestSchema, request.body, 'body');
    const { archiveId, role } = await activateInvitation(repos, request.user, input);
    return { success: true, persona: role, archiveId };
  });
}
