import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorTexts } from '@kinstory/contract';

// GET /chat is the chat page; only POST /chat is the API.
const API_PATHS = /^\/(api|events)(\/|\?|$)/;

/**
 * Serves the built app when its folder exists, with the SPA fallback to index.html for every GET
 * that is not an API path. API paths that match no route get JSON 404.
 */
export default fp(
  async function staticApp(app: FastifyInstance, opts: { appDist: string | null }) {
    const root = opts.appDist && fs.existsSync(path.join(opts.appDist, 'index.html')) ? opts.appDist : null;
    if (root) await app.register(fastifyStatic, { root, wildcard: false, index: 'index.html' });
    app.setNotFoundHandler((request, reply) => {
      if (root && request.method === 'GET' && !API_PATHS.test(request.url)) {
        return reply.type('text/html').sendFile('index.html');
      }
      return reply.code(404).send({ error: errorTexts.notFound });
    });
  },
  { name: 'static-app' },
);
