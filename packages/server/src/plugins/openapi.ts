import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';

/** The type provider's validator; a request with no body is checked as `undefined` (Fastify has null), as parse() did. */
const validate: typeof validatorCompiler = (route) => {
  const check = validatorCompiler(route);
  return route.httpPart === 'body' ? (data) => check(data ?? undefined) : check;
};

export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';
/** The OpenAPI security scheme of the routes that need a Firebase ID token. */
export const BEARER_AUTH = 'bearerAuth';

/**
 * The published API (issue #19): every route declares its zod schemas (fastify-type-provider-zod
 * validates the input with them; a failure is the 400 of errors.ts), @fastify/swagger makes the
 * OpenAPI 3.1 document of them at GET /api/openapi.json, and Scalar's reference reads it at
 * /api/docs, its script served by this server (nothing from a CDN). Both without sign-in.
 *
 * Responses are not re-checked on the way out: their schemas document the answers (the contract's
 * types already check the handlers), and each answer is JSON.stringify'd as before.
 */
export default fp(
  async function openapi(app: FastifyInstance, opts: { version: string }) {
    app.setValidatorCompiler(validate);
    app.setSerializerCompiler(() => (data) => JSON.stringify(data));
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Kinstory API',
          version: opts.version,
          description:
            "A family's Kinstory server. Every route but the public ones (health, readiness, config, asking for a sign-in link, the weekly question's unsubscribe link) needs `Authorization: Bearer <Firebase ID token>`. Errors answer `{ \"error\": \"…\" }` with a 4xx or 5xx status.",
        },
        components: {
          securitySchemes: { [BEARER_AUTH]: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
    // Scalar's plugin carries its 4 MB page script inline: loaded with the server it was a third of a
    // second of every start (3.48 s -> 3.14 s with tsx, median of 5). It is set up on a Fastify of
    // its own on the first visit, which answers /api/docs and everything under it from then on.
    let reference: Promise<FastifyInstance> | undefined;
    const referenceApp = () =>
      (reference ??= (async () => {
        const { default: apiReference } = await import('@scalar/fastify-api-reference');
        const docs = Fastify({ logger: false });
        await docs.register(apiReference, {
          routePrefix: API_DOCS_PATH,
          // No fonts from Scalar's CDN: the page works with no network.
          configuration: { content: () => app.swagger(), withDefaultFonts: false, hideClientButton: true, telemetry: false, pageTitle: 'Kinstory API' } as Record<string, unknown>,
        });
        await docs.ready();
        return docs;
      })().catch((error: unknown) => {
        reference = undefined;
        throw error;
      }));
    const answer = async (request: FastifyRequest, reply: FastifyReply) => {
      const res = await (await referenceApp()).inject({ method: 'GET', url: request.url, headers: { host: request.headers.host ?? 'localhost' } });
      const { connection: _c, 'keep-alive': _k, 'transfer-encoding': _t, date: _d, ...headers } = res.headers;
      return reply.code(res.statusCode).headers(headers).send(res.rawPayload);
    };
    for (const url of [API_DOCS_PATH, `${API_DOCS_PATH}/*`]) app.get(url, { schema: { hide: true }, logLevel: 'warn' }, answer);
    app.addHook('onClose', async () => {
      await (await reference?.catch(() => undefined))?.close();
    });
  },
  { name: 'openapi' },
);
