import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { perspectiveRequestSchema, type PerspectiveResponse, perspectiveResponseSchema, storyParamsSchema } from '@kinstory/contract';
import type { Limits } from '../../limits.ts';
import { perUserPerMinute } from '../../plugins/limits.ts';
import { createPerspectivesService } from '../../services/perspectives.ts';
import { answers } from '../openapi.ts';

/** POST /api/stories/:storyId/perspectives (issue #17): a member's own words on a story, written or told aloud. */
export default async function perspectiveRoutes(fastify: FastifyInstance, opts: { limits: Limits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const perspectives = createPerspectivesService({ repos: app.repos });
  const config = { rateLimit: perUserPerMinute('perspectives', opts.limits.perspectivesPerMinute) };

  const schema = {
    summary: "Add a member's own words on a story, written or told aloud",
    tags: ['Stories'],
    params: storyParamsSchema,
    body: perspectiveRequestSchema,
    response: answers({ 201: perspectiveResponseSchema }),
  };
  app.post('/api/stories/:storyId/perspectives', { config, schema }, async (request, reply) => {
    const { storyId } = request.params;
    const { body } = request;
    const answer: PerspectiveResponse = { perspective: await perspectives.add(request.user, Number(storyId), body) };
    return reply.code(201).send(answer);
  });
}
