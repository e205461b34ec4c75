import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  memoriesQuerySchema,
  memoryListResponseSchema,
  memoryParamsSchema,
  memoryPatchSchema,
  revisionListResponseSchema,
  revisionParamsSchema,
  type RevisionListResponse,
  storedMemorySchema,
  storiesQuerySchema,
  storyListResponseSchema,
  storyParamsSchema,
  storyPatchSchema,
  storySchema,
  storyStatsResponseSchema,
} from '@kinstory/contract';
import { sendJson } from '../../http.ts';
import type { Limits } from '../../limits.ts';
import { perUserPerMinute } from '../../plugins/limits.ts';
import { membershipOf, readerOf } from '../../services/access.ts';
import { createCorrectionsService } from '../../services/corrections.ts';
import { answers } from '../openapi.ts';

const tags = ['Stories'];
const storyRevisionParams = z.object({ ...storyParamsSchema.shape, ...revisionParamsSchema.shape });
const memoryRevisionParams = z.object({ ...memoryParamsSchema.shape, ...revisionParamsSchema.shape });

/**
 * Archive stories, stats and memories: every member may read them; no archive, nothing to read.
 * Confirm and correct (issue #17): PATCH a story or memory, read its revisions, undo one.
 */
export default async function storyRoutes(fastify: FastifyInstance, opts: { limits: Limits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { repos } = app;
  const corrections = createCorrectionsService({ repos });
  const config = { rateLimit: perUserPerMinute('corrections', opts.limits.correctionsPerMinute) };

  const listSchema = { summary: "The archive's stories the caller may read, a page at a time", tags, querystring: storiesQuerySchema, response: answers({ 200: storyListResponseSchema }) };
  app.get('/api/stories', { schema: listSchema }, async (request, reply) => {
    const { query } = request;
    const membership = await membershipOf(repos, request.user);
    if (!membership) return { stories: [] };
    return sendJson(request, reply, await repos.content.listStoriesJson(membership.archiveId, query, readerOf(membership, request.user.uid)));
  });

  app.get('/api/stories/stats', { schema: { summary: 'How many stories and memories', tags, response: answers({ 200: storyStatsResponseSchema }) } }, async (request) => {
    const membership = await membershipOf(repos, request.user);
    return membership ? repos.content.stats(membership.archiveId, readerOf(membership, request.user.uid)) : { total_stories: 0, total_memories: 0 };
  });

  const memoriesSchema = { summary: "The archive's memories (of one conversation, given its id)", tags, querystring: memoriesQuerySchema, response: answers({ 200: memoryListResponseSchema }) };
  app.get('/api/memories', { schema: memoriesSchema }, async (request) => {
    const { query } = request;
    const membership = await membershipOf(repos, request.user);
    return { memories: membership ? await repos.content.listMemories(membership.archiveId, query.conversationId) : [] };
  });

  const storyPatch = { summary: 'Confirm or correct a story', tags, params: storyParamsSchema, body: storyPatchSchema, response: answers({ 200: storySchema }) };
  app.patch('/api/stories/:storyId', { config, schema: storyPatch }, async (request) => {
    const { storyId } = request.params;
    return corrections.patch(request.user, 'story', Number(storyId), request.body);
  });

  const memoryPatch = { summary: 'Confirm or correct a memory', tags, params: memoryParamsSchema, body: memoryPatchSchema, response: answers({ 200: storedMemorySchema }) };
  app.patch('/api/memories/:memoryId', { config, schema: memoryPatch }, async (request) => {
    const { memoryId } = request.params;
    return corrections.patch(request.user, 'memory', Number(memoryId), request.body);
  });

  const storyRevisions = { summary: "A story's earlier versions", tags, params: storyParamsSchema, response: answers({ 200: revisionListResponseSchema }) };
  app.get('/api/stories/:storyId/revisions', { schema: storyRevisions }, async (request): Promise<RevisionListResponse> => {
    const { storyId } = request.params;
    return { revisions: await corrections.revisions(request.user, 'story', Number(storyId)) };
  });

  const memoryRevisions = { summary: "A memory's earlier versions", tags, params: memoryParamsSchema, response: answers({ 200: revisionListResponseSchema }) };
  app.get('/api/memories/:memoryId/revisions', { schema: memoryRevisions }, async (request): Promise<RevisionListResponse> => {
    const { memoryId } = request.params;
    return { revisions: await corrections.revisions(request.user, 'memory', Number(memoryId)) };
  });

  const storyUndo = { summary: 'Undo a change to a story', tags, params: storyRevisionParams, response: answers({ 200: storySchema }) };
  app.post('/api/stories/:storyId/revisions/:revisionId/undo', { config, schema: storyUndo }, async (request) => {
    const { storyId, revisionId } = request.params;
    return corrections.undo(request.user, 'story', Number(storyId), Number(revisionId));
  });

  const memoryUndo = { summary: 'Undo a change to a memory', tags, params: memoryRevisionParams, response: answers({ 200: storedMemorySchema }) };
  app.post('/api/memories/:memoryId/revisions/:revisionId/undo', { config, schema: memoryUndo }, async (request) => {
    const { memoryId, revisionId } = request.params;
    return corrections.undo(request.user, 'memory', Number(memoryId), Number(revisionId));
  });
}
