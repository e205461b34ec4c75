import type { FastifyInstance } from 'fastify';
import { memoriesQuerySchema, storiesQuerySchema } from '@kinstory/contract';
import { parse, sendJson } from '../../http.ts';
import { membershipOf } from '../../services/access.ts';

/** Archive stories, stats and memories: every member may read them; no archive, nothing to read. */
export default async function storyRoutes(app: FastifyInstance) {
  const { repos } = app;

  app.get('/api/stories', async (request, reply) => {
    const query = parse(storiesQuerySchema, request.query, 'query');
    const membership = await membershipOf(repos, request.user);
    if (!membership) return { stories: [] };
    return sendJson(request, reply, await repos.content.listStoriesJson(membership.archiveId, query));
  });

  app.get('/api/stories/stats', async (request) => {
    const membership = await membershipOf(repos, request.user);
    return membership ? repos.content.stats(membership.archiveId) : { total_stories: 0, total_memories: 0 };
  });

  app.get('/api/memories', async (request) => {
    const query = parse(memoriesQuerySchema, request.query, 'query');
    const membership = await membershipOf(repos, request.user);
    return { memories: membership ? await repos.content.listMemories(membership.archiveId, query.conversationId) : [] };
  });
}
