import type { FastifyInstance } from 'fastify';
import { errorTexts } from '@kinstory/contract';
import { HttpError } from '../../http.ts';
import { membershipOf, readerOf } from '../../services/access.ts';
import { familyTree } from '../../services/familyTree.ts';
import { createKeepsakeRepository } from '../../storage/repositories/keepsakes.ts';
import { defaultLimits, type Limits } from '../../limits.ts';
import { answers, content } from '../openapi.ts';
import archiveZipRoutes from './archiveZip.ts';
import bookRoutes from './book.ts';

/** The keepsakes that leave the app (issue #16): the family tree. Every member gets what they may see. */
export default async function keepsakeRoutes(app: FastifyInstance, opts: { limits?: Limits }) {
  const { repos } = app;
  const keepsakes = createKeepsakeRepository(repos.db);
  await app.register(archiveZipRoutes, { limits: { ...defaultLimits, ...opts.limits }, keepsakes });
  await app.register(bookRoutes, { limits: { ...defaultLimits, ...opts.limits }, keepsakes });

  const treeSchema = {
    summary: 'The family tree as a GEDCOM file',
    tags: ['Keepsakes'],
    response: answers({ 200: content('text/vnd.familysearch.gedcom', 'The GEDCOM 5.5.1 file, as an attachment', false) }),
  };
  app.get('/api/archive/family.ged', { schema: treeSchema }, async (request, reply) => {
    const membership = await membershipOf(repos, request.user);
    if (!membership) throw new HttpError(404, errorTexts.noArchive);
    const now = new Date();
    const text = await familyTree(keepsakes, membership.archiveId, readerOf(membership, request.user.uid), now);
    return reply
      .type('text/vnd.familysearch.gedcom; charset=utf-8')
      .header('content-disposition', `attachment; filename="kinstory-family-${now.toISOString().slice(0, 10)}.ged"`)
      .header('cache-control', 'private, no-store')
      .send(text);
  });
}
