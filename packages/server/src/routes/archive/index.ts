import type { FastifyInstance } from 'fastify';
import { type ArchiveResponse, archiveResponseSchema, errorTexts } from '@kinstory/contract';
import { HttpError } from '../../http.ts';
import { membershipOf } from '../../services/access.ts';
import { toMember } from '../../services/family.ts';
import { answers } from '../openapi.ts';

export default async function archiveRoutes(app: FastifyInstance) {
  const { repos } = app;

  const schema = { summary: "The caller's archive, its settings and members", tags: ['Archive'], response: answers({ 200: archiveResponseSchema }) };
  app.get('/api/archive', { schema }, async (request): Promise<ArchiveResponse> => {
    const membership = await membershipOf(repos, request.user);
    const archive = membership && (await repos.archives.findArchive(membership.archiveId));
    if (!membership || !archive) throw new HttpError(404, errorTexts.noArchive);
    const members = await repos.archives.listMembers(membership.archiveId);
    return {
      archive: {
        id: archive.id,
        subjectName: archive.subject_name,
        subjectAge: archive.subject_age,
        subjectRelation: archive.subject_relation,
        initialTopics: JSON.parse(archive.initial_topics) as string[],
        created_at: archive.created_at,
      },
      settings: { keepRecordings: archive.keep_recordings === 1 },
      // E-mails for admins only (ARCHITECTURE "Who may do what").
      members: members.map((m) => toMember(m, membership.role)),
    };
  });
}
