import type { FastifyInstance } from 'fastify';
import { lifeMapResponseSchema, STORIES_LIMIT_MAX, type LifeMapResponse, type Story } from '@kinstory/contract';
import type { Repositories } from '../../plugins/db.ts';
import { membershipOf, readerOf } from '../../services/access.ts';
import type { StoryReader } from '../../storage/repositories/storyVisibility.ts';
import { lifeMap } from '../../services/lifeMap.ts';
import { answers } from '../openapi.ts';

/** The Life map of the caller's archive: every member may read it; no archive yet, an empty map. */
export default async function lifeMapRoutes(app: FastifyInstance) {
  const { repos } = app;

  const schema = { summary: "The Life map: which periods and themes of the storyteller's life have stories", tags: ['Archive'], response: answers({ 200: lifeMapResponseSchema }) };
  app.get('/api/archive/life-map', { schema }, async (request): Promise<LifeMapResponse> => {
    const membership = await membershipOf(repos, request.user);
    const now = new Date();
    if (!membership) return lifeMap([], { subjectAge: null, now });
    const archive = await repos.archives.findArchive(membership.archiveId);
    return lifeMap(await allStories(repos, membership.archiveId, readerOf(membership, request.user.uid)), { subjectAge: archive?.subject_age ?? null, now });
  });
}

/** Every story of the archive, a page at a time (the repository pages as GET /api/stories does). */
export async function allStories(repos: Repositories, archiveId: string, reader: StoryReader): Promise<Story[]> {
  const stories: Story[] = [];
  for (let offset = 0; ; offset += STORIES_LIMIT_MAX) {
    const page = await repos.content.listStories(archiveId, { limit: STORIES_LIMIT_MAX, offset, sortBy: 'created_at', sortOrder: 'ASC' }, reader);
    stories.push(...page);
    if (page.length < STORIES_LIMIT_MAX) return stories;
  }
}
