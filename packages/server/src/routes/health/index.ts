import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ClientConfigResponse, HealthResponse } from '@kinstory/contract';
import type { ServerConfig } from '../../config.ts';

/** Public routes: no token needed. */
export default async function healthRoutes(app: FastifyInstance, opts: { config: ServerConfig }) {
  const { config } = opts;

  app.get('/api/health', async (): Promise<HealthResponse> => ({
    status: 'ok',
    version: config.version,
    capabilities: app.providers.capabilities,
  }));

  // Readiness, for a load balancer: 503 until the database answers and is migrated.
  app.get('/api/ready', async (_request, reply) => {
    if (!app.store.isReady()) return reply.code(503).send({ status: 'starting' });
    try {
      await sql`SELECT 1`.execute(app.store.db);
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'database unavailable' });
    }
  });

  app.get('/api/config', async (): Promise<ClientConfigResponse> => {
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
