import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { archiveImportResponseSchema, errorTexts, keepsakeTexts, transcriptQuerySchema } from '@kinstory/contract';
import { HttpError } from '../../http.ts';
import type { Limits } from '../../limits.ts';
import { perUserPerMinute } from '../../plugins/limits.ts';
import { forbidden, may, membershipForWrite, membershipOf, readerOf } from '../../services/access.ts';
import { exportArchive } from '../../services/archiveExport.ts';
import { importArchive, ImportRefused } from '../../services/archiveImport.ts';
import { bookPdf, defaultBookOptions } from '../../services/book.ts';
import { familyTree } from '../../services/familyTree.ts';
import { fileSlug } from '../../services/transcript.ts';
import { createArchiveExportRepository, type ExportReader } from '../../storage/repositories/archiveExport.ts';
import { createArchiveImportRepository } from '../../storage/repositories/archiveImport.ts';
import type { KeepsakeRepository } from '../../storage/repositories/keepsakes.ts';
import { answers, content } from '../openapi.ts';
import { removeUpload, zipBodyParser } from './zipBody.ts';

const tags = ['Keepsakes'];

/**
 * The complete export and its import (issue #16 parts 3 and 4): GET /api/archive/export streams the
 * archive as a zip, as the caller may see it; POST /api/archive/import takes such a zip into an
 * admin's archive that has no content yet.
 */
export default async function archiveZipRoutes(fastify: FastifyInstance, opts: { limits: Limits; keepsakes: KeepsakeRepository }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { repos } = app;
  const { limits, keepsakes } = opts;
  const exports = createArchiveExportRepository(repos.db);
  const importer = createArchiveImportRepository(repos.db, app.store.dialect);

  const exportSchema = {
    summary: 'The whole archive, as the caller may see it, as a zip',
    tags,
    querystring: transcriptQuerySchema,
    response: answers({ 200: content('application/zip', 'The export, streamed as an attachment') }),
  };
  app.get('/api/archive/export', { config: { rateLimit: perUserPerMinute('export', limits.exportsPerMinute) }, schema: exportSchema }, async (request, reply) => {
    const { tz } = request.query;
    const membership = await membershipOf(repos, request.user);
    if (!membership) throw new HttpError(404, errorTexts.noArchive);
    const { archiveId, role } = membership;
    const reader: ExportReader = { ...readerOf(membership, request.user.uid), everything: role === 'admin', readsEncouragements: may.readEncouragements(role) };
    const archive = await exports.archive(archiveId);
    const exportedAt = new Date();
    const stopped = new AbortController();
    // The client went away: stop reading the archive.
    reply.raw.once('close', () => stopped.abort());
    const zip = exportArchive(
      {
        exports,
        familyTree: () => familyTree(keepsakes, archiveId, reader, exportedAt),
        book: async () => (await bookPdf(keepsakes, archiveId, reader, defaultBookOptions, exportedAt)).pdf,
      },
      { archiveId, reader, timeZone: tz ?? 'UTC', exportedAt },
      stopped.signal,
      (err) => request.log.warn({ err: { message: (err as Error).message } }, 'archive export failed'),
    );
    const name = `kinstory-${fileSlug(archive?.subject_name ?? null) || 'archive'}-${exportedAt.toISOString().slice(0, 10)}.zip`;
    return reply.type('application/zip').header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'private, no-store').send(zip);
  });

  // The zip is written to a temporary file as it arrives, never held in memory (zipBody.ts).
  app.addContentTypeParser(['application/zip', 'application/octet-stream'], zipBodyParser(limits.maxImportBytes));

  app.post(
    '/api/archive/import',
    {
      schema: {
        summary: "Import an export's zip into an admin's archive that has no content yet",
        description: "The body is the export's zip, sent as `application/zip` (it is read as a file, not a schema).",
        tags,
        response: answers({ 201: archiveImportResponseSchema }),
      },
      // Who may import, and into what, is settled before the upload is read.
      preParsing: async (request, _reply, payload) => {
        const membership = await membershipForWrite(repos, request.user);
        if (membership.role !== 'admin') throw forbidden();
        if (!(await importer.isEmpty(membership.archiveId))) throw new HttpError(409, keepsakeTexts.importNotEmpty);
        return payload;
      },
      onResponse: async (request) => removeUpload(request),
    },
    async (request, reply) => {
      if (typeof request.body !== 'string') throw new HttpError(415, `${errorTexts.unsupportedMediaType}: send the export's zip as application/zip`);
      const membership = await membershipOf(repos, request.user);
      if (membership?.role !== 'admin') throw forbidden();
      try {
        const answer = await importArchive({ repos, importer, maxAudioBytes: limits.maxAudioBytes }, { archiveId: membership.archiveId, adminUid: request.user.uid }, request.body);
        return reply.code(201).send(archiveImportResponseSchema.parse(answer));
      } catch (err) {
        if (err instanceof ImportRefused) return reply.code(err.statusCode).send({ error: err.message, ...(err.detail ? { detail: err.detail } : {}) });
        throw err;
      } finally {
        await removeUpload(request);
      }
    },
  );
}
