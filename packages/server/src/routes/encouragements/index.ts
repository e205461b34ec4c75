import type { FastifyInstance } from 'fastify';
import {
  type EncouragementListResponse,
  encouragementRequestSchema,
  type EncouragementResponse,
  type EncouragementSeenResponse,
} from '@kinstory/contract';
import { parse } from '../../http.ts';
import type { Limits } from '../../limits.ts';
import { perUserPerMinute } from '../../plugins/limits.ts';
import { createEncouragementsService } from '../../services/encouragements.ts';

/** Encouragement for the storyteller (issue #17): send it, list it, mark it seen. */
export default async function encouragementRoutes(app: FastifyInstance, opts: { limits: Limits }) {
  const encouragements = createEncouragementsService({ repos: app.repos });
  const config = { rateLimit: perUserPerMinute('encouragements', opts.limits.encouragementsPerMinute) };

  app.post('/api/encouragements', { config }, async (request, reply) => {
    const { text } = parse(encouragementRequestSchema, request.body, 'body');
    const answer: EncouragementResponse = { encouragement: await encouragements.send(request.user, text) };
    return reply.code(201).send(answer);
  });

  app.get('/api/encouragements', async (request): Promise<EncouragementListResponse> => ({ encouragements: await encouragements.list(request.user) }));

  app.post('/api/encouragements/seen', async (request): Promise<EncouragementSeenResponse> => ({ success: true, seen: await encouragements.markSeen(request.user) }));
}
