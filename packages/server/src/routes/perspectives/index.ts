import type { FastifyInstance } from 'fastify';
import { perspectiveRequestSchema, type PerspectiveResponse, storyParamsSchema } from '@kinstory/contract';
import { parse } from '../../http.ts';
import type { Limits } from '../../limits.ts';
import { perUserPerMinute } from '../../plugins/limits.ts';
import { createPerspectivesService } from '../../services/perspectives.ts';

/** POST /api/stories/:storyId/perspectives (issue #17): a member's own words on a story, written or told aloud. */
export default async function perspectiveRoutes(app: FastifyInstance, opts: { limits: Limits }) {
  const perspectives = createPerspectivesService({ repos: app.repos });
  const config = { rateLimit: perUserPerMinute('perspectives', opts.limits.perspectivesPerMinute) };

  app.post('/api/stories/:storyId/perspectives', { config }, async (request, reply) => {
    const { storyId } = parse(storyParamsSchema, request.params, 'path');
    const body = parse(perspectiveRequestSchema, request.body, 'body');
    const answer: PerspectiveResponse = { perspective: await perspectives.add(request.user, Number(storyId), body) };
    return reply.code(201).send(answer);
  });
}
