import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activateStorytellerRequestSchema, activateStorytellerResponseSchema, pendingStorytellerParamsSchema, pendingStorytellerResponseSchema } from '@kinstory/contract';
import type { Limits } from '../../limits.ts';
import { perUserPerMinute } from '../../plugins/limits.ts';
import { activateInvitation, findPendingInvitation } from '../../services/invitations.ts';
import { answers } from '../openapi.ts';

const tags = ['Invitations'];

/** The invitation activation pair (any role opens the same page and calls). */
export default async function onboardingRoutes(fastify: FastifyInstance, opts: { limits: Limits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { repos } = app;
  // One count for the pair: a token looked up and a token redeemed are both a guess at a token.
  const onboardingLimit = { rateLimit: perUserPerMinute('onboarding', opts.limits.onboardingPerMinute) };

  const pendingSchema = { summary: 'The invitation a link carries: who it is for', tags, params: pendingStorytellerParamsSchema, response: answers({ 200: pendingStorytellerResponseSchema }) };
  app.get('/api/onboarding/pending-storyteller/:token', { config: onboardingLimit, schema: pendingSchema }, async (request) => {
    const { token } = request.params;
    const row = await findPendingInvitation(repos, token);
    return { data: { name: row.name, age: row.age, email: row.email } };
  });

  const activateSchema = { summary: 'Accept an invitation: the caller joins the archive', tags, body: activateStorytellerRequestSchema, response: answers({ 200: activateStorytellerResponseSchema }) };
  app.put('/api/onboarding/activate-storyteller', { config: onboardingLimit, schema: activateSchema }, async (request) => {
    const input = request.body;
    const { archiveId, role } = await activateInvitation(repos, request.user, input);
    return { success: true as const, persona: role, archiveId };
  });
}
