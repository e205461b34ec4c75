import type { FastifyInstance } from 'fastify';
import {
  memoriesQuerySchema,
  memoryParamsSchema,
  memoryPatchSchema,
  revisionParamsSchema,
  type RevisionListResponse,
  storiesQuerySchema,
  storyParamsSchema,
  storyPatchSchema,
} from '@kinstory/contract';
import { parse, sendJson } from '../../http.ts';
import type { Limits } from '../../limits.ts';
import { perUserPerMinute } from '../../plugins/limits.ts';
import { membershipOf, readerOf } from '../../services/access.ts';
import { createCorrectionsService } from '../../services/corrections.ts';

/**
 * Archive stories, stats and memories: every member may read them; no archive, nothing to read.
 * Confirm and correct (issue #17): PATCH a story or memory, read its revisions, undo one.
 */
export default async function storyRoutes(app: FastifyInstance, opts: { limits: Limits }) {
  const { repos } = app;
  const corrections = createCorrectionsService({ repos });
  const config = { rateLimit: perUserPerMinute('corrections', opts.limits.correctionsPerMinute) };

  app.get('/api/stories', async (request, reply) => {
    const query = parse(storiesQuerySchema, request.query, 'query');
    const membership = await membershipOf(repos, request.user);
    if (!membership) return { stories: [] };
    return sendJson(request, reply, await repos.content.listStoriesJson(membership.archiveId, query, readerOf(membership, request.user.uid)));
  });

  app.get('/api/stories/stats', async (request) => {
    const membership = await membershipOf(repos, request.user);
    return membership ? repos.content.stats(membership.archiveId, readerOf(membership, request.user.uid)) : { total_stories: 0, total_memories: 0 };
  });

  app.get('/api/memories', async (request) => {
    const query = parse(memoriesQuerySchema, request.query, 'query');
    const membership = await membershipOf(repos, request.user);
    return { memories: membership ? await repos.content.listMemories(membership.archiveId, query.conversationId) : [] };
  });

  app.patch('/api/stories/:storyId', { config }, async (request) => {
    const { storyId } = parse(storyParamsSchema, request.params, 'path');
    return corrections.patch(request.user, 'story', Number(storyId), parse(storyPatchSchema, request.body, 'body'));
  });

  app.patch('/api/memories/:memoryId', { config }, async (request) => {
    const { memoryId } = parse(memoryParamsSchema, request.params, 'path');
    return corrections.patch(request.user, 'memory', Number(memoryId), parse(memoryPatchSchema, request.body, 'body'));
  });

  app.get('/api/stories/:storyId/revisions', async (request): Promise<RevisionListResponse> => {
    const { storyId } = parse(storyParamsSchema, request.params, 'path');
    return { revisions: await corrections.revisions(request.user, 'story', Number(storyId)) };
  });

  app.get('/api/memories/:memoryId/revisions', async (request): Promise<RevisionListResponse> => {
    const { memoryId } = parse(memoryParamsSchema, request.params, 'path');
    return { revisions: await corrections.revisions(request.user, 'memory', Number(memoryId)) };
  });

  app.post('/api/stories/:storyId/revisions/:revisionId/undo', { config }, async (request) => {
    const { storyId, revisionId } = parse(storyParamsSchema.extend(revisionParamsSchema.shape), request.params, 'path');
    return corrections.undo(request.user, 'story', Number(storyId), Number(revisionId));
  });

  app.post('/api/memories/:memoryId/revisions/:revisionId/undo', { config }, async (request) => {
    const { memoryId, revisionId } = parse(memoryParamsSchema.extend(revisionParamsSchema.shape), request.params, 'path');
    return corrections.undo(request.user, 'memory', Number(memoryId), Number(revisionId));
  });
}
