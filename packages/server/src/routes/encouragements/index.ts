import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type EncouragementListResponse,
  encouragementListResponseSchema,
  encouragementRequestSchema,
  type EncouragementResponse,
  encouragementResponseSchema,
  type EncouragementSeenResponse,
  encouragementSeenResponseSchema,
} from '@kinstory/contract';
import type { Limits } from '../../limits.ts';
import { perUserPerMinute } from '../../plugins/limits.ts';
import { createEncouragementsService } from '../../services/encouragements.ts';
import { answers } from '../openapi.ts';

const tags = ['Encouragements'];

/** Encouragement for the storyteller (issue #17): send it, list it, mark it seen. */
export default async function encouragementRoutes(fastify: FastifyInstance, opts: { limits: Limits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const encouragements = createEncouragementsService({ repos: app.repos });
  const config = { rateLimit: perUserPerMinute('encouragements', opts.limits.encouragementsPerMinute) };

  const sendSchema = { summary: 'Send the storyteller a few words of encouragement', tags, body: encouragementRequestSchema, response: answers({ 201: encouragementResponseSchema }) };
  app.post('/api/encouragements', { config, schema: sendSchema }, async (request, reply) => {
    const { text } = request.body;
    const answer: EncouragementResponse = { encouragement: await encouragements.send(request.user, text) };
    return reply.code(201).send(answer);
  });

  const listSchema = { summary: 'The encouragements the caller may read', tags, response: answers({ 200: encouragementListResponseSchema }) };
  app.get('/api/encouragements', { schema: listSchema }, async (request): Promise<EncouragementListResponse> => ({ encouragements: await encouragements.list(request.user) }));

  const seenSchema = { summary: 'Mark the storyteller\'s encouragements seen', tags, response: answers({ 200: encouragementSeenResponseSchema }) };
  app.post('/api/encouragements/seen', { schema: seenSchema }, async (request): Promise<EncouragementSeenResponse> => ({ success: true, seen: await encouragements.markSeen(request.user) }));
}
