import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { errorTexts } from '@kinstory/contract';

// GET /chat is the chat page; only POST /chat is the API.
const API_PATHS = /^\/(api|events)(\/|\?|$)/;
/** A path that names a file (under /assets/, or with an extension), never one of the app's pages. */
const FILE_PATHS = /^(\/assets\/|[^?]*\/[^/?]*\.[^/?]*(\?|$))/;

/** Vite's content-hashed build output: a changed file gets a new name, so it can be cached for good. */
const HASHED_ASSET = /[/\\]assets[/\\][^/\\]+-[\w-]{8,}\.\w+(\.(br|gz))?$/;

function cacheHeaders(reply: FastifyReply, filePath: string) {
  reply.header('cache-control', HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Serves the built app, with the SPA fallback to index.html for every GET of a page path (not an
 * API path, not a file). API paths that match no route, and missing files, get JSON 404.
 *
 * Files are looked up per request (wildcard route), so a rebuild while the server runs is served.
 * The build writes .br and .gz siblings of each asset (packages/app/vite.config.ts); they are sent
 * when Accept-Encoding allows, with `Vary: Accept-Encoding`. Nothing is compressed on the fly, so
 * streaming responses (text/event-stream) are never buffered. Hashed /assets/* are immutable;
 * everything else (index.html) is revalidated on each visit.
 */
export default fp(
  async function staticApp(app: FastifyInstance, opts: { appDist: string | null }) {
    const root = opts.appDist && fs.existsSync(opts.appDist) ? path.resolve(opts.appDist) : null;
    const indexFile = root ? path.join(root, 'index.html') : null;
    if (root) {
      await app.register(fastifyStatic, {
        root,
        wildcard: true,
        index: 'index.html',
        preCompressed: true,
        cacheControl: false,
        setHeaders: cacheHeaders,
      });
    }
    app.setNotFoundHandler((request, reply) => {
      // index.html is checked per request: without it (no build yet) sendFile would come back here.
      // A missing file is a 404: index.html in its place would reach a stale tab's chunk import as
      // HTML ("not a valid JavaScript MIME type") rather than a load error the app can retry.
      if (indexFile && request.method === 'GET' && !API_PATHS.test(request.url) && !FILE_PATHS.test(request.url) && fs.existsSync(indexFile)) {
        return reply.type('text/html').sendFile('index.html');
      }
      return reply.code(404).send({ error: errorTexts.notFound });
    });
  },
  { name: 'static-app' },
);
