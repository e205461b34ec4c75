import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bookRequestSchema, errorTexts, type BookPlan } from '@kinstory/contract';
import { HttpError, parse } from '../../http.ts';
import type { Limits } from '../../limits.ts';
import { perUserPerMinute } from '../../plugins/limits.ts';
import { membershipOf, readerOf } from '../../services/access.ts';
import { bookPdf, planBook } from '../../services/book.ts';
import { fileSlug } from '../../services/transcript.ts';
import type { KeepsakeRepository } from '../../storage/repositories/keepsakes.ts';

/**
 * The book (issue #16 parts 1 and 2): POST /api/archive/book/plan answers the book as it would be
 * printed (the preview), POST /api/archive/book.pdf renders it. Every member may ask, and gets the
 * archive as they may see it.
 */
export default async function bookRoutes(app: FastifyInstance, opts: { limits: Limits; keepsakes: KeepsakeRepository }) {
  const { repos } = app;
  const { limits, keepsakes } = opts;

  /** The book asked for, and whose archive it comes from, as they may see it. */
  const asked = async (request: FastifyRequest) => {
    const options = parse(bookRequestSchema, request.body, 'body');
    const membership = await membershipOf(repos, request.user);
    if (!membership) throw new HttpError(404, errorTexts.noArchive);
    return { options, archiveId: membership.archiveId, reader: readerOf(membership, request.user.uid) };
  };

  app.post('/api/archive/book/plan', async (request): Promise<BookPlan> => {
    const { options, archiveId, reader } = await asked(request);
    return (await planBook(keepsakes, archiveId, reader, options)).plan;
  });

  // A render takes seconds of CPU for a long book: counted per user.
  app.post('/api/archive/book.pdf', { config: { rateLimit: perUserPerMinute('book', limits.bookPdfsPerMinute) } }, async (request, reply) => {
    const { options, archiveId, reader } = await asked(request);
    const { title, pdf } = await bookPdf(keepsakes, archiveId, reader, options);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileSlug(title) || 'book'}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
