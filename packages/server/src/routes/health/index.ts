import type { FastifyInstance } from 'fastify';
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
