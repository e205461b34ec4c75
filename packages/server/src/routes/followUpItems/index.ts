import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { followUpItemListResponseSchema, followUpItemParamsSchema, followUpItemsQuerySchema, markFollowedUpResponseSchema } from '@kinstory/contract';
import { HttpError } from '../../http.ts';
import type { Limits } from '../../limits.ts';
import { perUserPerMinute } from '../../plugins/limits.ts';
import { forbidden, may, membershipOf } from '../../services/access.ts';
import { answers } from '../openapi.ts';

const tags = ['Follow-up items'];

export default async function followUpItemRoutes(fastify: FastifyInstance, opts: { limits: Limits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { repos } = app;
  const followUpLimit = { rateLimit: perUserPerMinute('follow-ups', opts.limits.followUpsPerMinute) };

  const listSchema = { summary: "The archive's follow-up items: things to ask about", tags, querystring: followUpItemsQuerySchema, response: answers({ 200: followUpItemListResponseSchema }) };
  app.get('/api/loose-facts', { schema: listSchema }, async (request) => {
    const { query } = request;
    const membership = await membershipOf(repos, request.user);
    return { facts: membership ? await repos.content.listFollowUpItems(membership.archiveId, query) : [] };
  });

  const markSchema = { summary: 'Mark a follow-up item asked about', tags, params: followUpItemParamsSchema, response: answers({ 200: markFollowedUpResponseSchema }) };
  app.post('/api/loose-facts/:factId/mark-followed-up', { config: followUpLimit, schema: markSchema }, async (request) => {
    const { factId } = request.params;
    const membership = await membershipOf(repos, request.user);
    if (!membership) throw new HttpError(404, 'Follow-up item not found');
    if (!may.markFollowedUp(membership.role)) throw forbidden();
    const item = await repos.content.markFollowedUp(membership.archiveId, Number(factId));
    if (!item) throw new HttpError(404, 'Follow-up item not found');
    return { success: true as const, fact: item };
  });
}
