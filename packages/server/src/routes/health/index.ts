import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { type ClientConfigResponse, clientConfigResponseSchema, type HealthResponse, healthResponseSchema } from '@kinstory/contract';
import type { ServerConfig } from '../../config.ts';
import { answers } from '../openapi.ts';

const readySchema = z.object({ status: z.string() });
const tags = ['Server'];

/** Public routes: no token needed. */
export default async function healthRoutes(app: FastifyInstance, opts: { config: ServerConfig }) {
  const { config } = opts;

  app.get('/api/health', { schema: { summary: 'The server is up: its version and what it can do', tags, security: [], response: answers({ 200: healthResponseSchema }) } }, async (): Promise<HealthResponse> => ({
    status: 'ok',
    version: config.version,
    capabilities: app.providers.capabilities,
  }));

  // Readiness, for a load balancer: 503 until the database answers and is migrated.
  app.get(
    '/api/ready',
    {
      schema: {
        summary: 'Ready for requests: the database answers and is migrated',
        tags,
        security: [],
        response: { 200: readySchema.describe('Ready'), 503: readySchema.describe('Not yet: starting, or the database does not answer') },
      },
    },
    async (_request, reply) => {
    if (!app.store.isReady()) return reply.code(503).send({ status: 'starting' });
    try {
      await sql`SELECT 1`.execute(app.store.db);
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'database unavailable' });
    }
    },
  );

  app.get('/api/config', { schema: { summary: "The web app's Firebase settings", tags, security: [], response: answers({ 200: clientConfigResponseSchema }) } }, async (): Promise<ClientConfigResponse> => {
    if (config.authEmulatorHost) {
      return {
        projectId: config.firebaseProjectId,
        apiKey: 'demo-key',
        authDomain: `${config.firebaseProjectId}.firebaseapp.com`,
        emulatorHost: config.authEmulatorHost,
      };
    }
    const web = config.firebaseWebConfig ?? {};
    return {
      ...web,
      projectId: web.projectId ?? config.firebaseProjectId,
      apiKey: web.apiKey ?? '',
      authDomain: web.authDomain ?? `${config.firebaseProjectId}.firebaseapp.com`,
      emulatorHost: null,
    };
  });
}
