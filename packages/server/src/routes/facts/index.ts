import type { FastifyInstance } from 'fastify';
import { looseFactParamsSchema, looseFactsQuerySchema } from '@kinstory/contract';
import { HttpError, parse } from '../../http.ts';
import type { Limits } from '../../limits.ts';
import { perUserPerMinute } from '../../plugins/limits.ts';
import { forbidden, may, membershipOf } from '../../services/access.ts';

export default async function looseFactRoutes(app: FastifyInstance, opts: { limits: Limits }) {
  const { repos } = app;
  const followUpLimit = { rateLimit: perUserPerMinute('follow-ups', opts.limits.followUpsPerMinute) };

  app.get('/api/loose-facts', async (request) => {
    const query = parse(looseFactsQuerySchema, request.query, 'query');
    const membership = await membershipOf(repos, request.user);
    return { facts: membership ? await repos.content.listLooseFacts(membership.archiveId, query) : [] };
  });

  app.post('/api/loose-facts/:factId/mark-followed-up', { config: followUpLimit }, async (request) => {
    const { factId } = parse(looseFactParamsSchema, request.params, 'path');
    const membership = await membershipOf(repos, request.user);
    if (!membership) throw new HttpError(404, 'Follow-up item not found');
    if (!may.markFollowedUp(membership.role)) throw forbidden();
    const fact = await repos.content.markFollowedUp(membership.archiveId, Number(factId));
    if (!fact) throw new HttpError(404, 'Follow-up item not found');
    return { success: true, fact };
  });
}
