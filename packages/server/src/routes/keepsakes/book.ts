import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type BookOptions, bookPlanSchema, bookRequestSchema, errorTexts, type BookPlan } from '@kinstory/contract';
import { HttpError } from '../../http.ts';
import type { Limits } from '../../limits.ts';
import { perUserPerMinute } from '../../plugins/limits.ts';
import { membershipOf, readerOf } from '../../services/access.ts';
import { bookPdf, planBook } from '../../services/book.ts';
import { fileSlug } from '../../services/transcript.ts';
import type { KeepsakeRepository } from '../../storage/repositories/keepsakes.ts';
import { answers, content } from '../openapi.ts';

const tags = ['Keepsakes'];

/**
 * The book (issue #16 parts 1 and 2): POST /api/archive/book/plan answers the book as it would be
 * printed (the preview), POST /api/archive/book.pdf renders it. Every member may ask, and gets the
 * archive as they may see it.
 */
export default async function bookRoutes(fastify: FastifyInstance, opts: { limits: Limits; keepsakes: KeepsakeRepository }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { repos } = app;
  const { limits, keepsakes } = opts;

  /** The book asked for, and whose archive it comes from, as they may see it. */
  const asked = async (request: FastifyRequest, options: BookOptions) => {
    const membership = await membershipOf(repos, request.user);
    if (!membership) throw new HttpError(404, errorTexts.noArchive);
    return { options, archiveId: membership.archiveId, reader: readerOf(membership, request.user.uid) };
  };

  const planSchema = { summary: 'The book as it would be printed (the preview)', tags, body: bookRequestSchema, response: answers({ 200: bookPlanSchema }) };
  app.post('/api/archive/book/plan', { schema: planSchema }, async (request): Promise<BookPlan> => {
    const { options, archiveId, reader } = await asked(request, request.body);
    return (await planBook(keepsakes, archiveId, reader, options)).plan;
  });

  // A render takes seconds of CPU for a long book: counted per user.
  const pdfSchema = { summary: 'The book as a PDF', tags, body: bookRequestSchema, response: answers({ 200: content('application/pdf', 'The book, as an attachment') }) };
  app.post('/api/archive/book.pdf', { config: { rateLimit: perUserPerMinute('book', limits.bookPdfsPerMinute) }, schema: pdfSchema }, async (request, reply) => {
    const { options, archiveId, reader } = await asked(request, request.body);
    const { title, pdf } = await bookPdf(keepsakes, archiveId, reader, options);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileSlug(title) || 'book'}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
