import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../../src/app.ts';
import type { ServerConfig } from '../../src/config.ts';
import { localConfig } from './config.ts';
import { scratchDir } from './scratch.ts';
import { ensureTestDatabase, freshDatabase } from './database.ts';

export interface TestServer {
  app: FastifyInstance;
  url: string;
  /** fetch against the server; `token` adds the bearer header; a plain-object body is sent as JSON. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON answers and assert on them
  request(method: string, path: string, opts?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<{ status: number; body: any; text: string; headers: Record<string, string> }>;
}

/** The configuration of a test server: a fresh database of this project's dialect, and the auth emulator. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return localConfig({ database: freshDatabase(), authEmulatorHost: inject('authEmulatorHost'), outboxDir: scratchDir('outbox-'), ...overrides });
}

/** Starts the real app on 127.0.0.1:0 with a fresh database (SQLite or PostgreSQL) for this test file. */
export function useTestServer(options: Partial<BuildAppOptions> = {}): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    const config = options.config ?? testConfig();
    await ensureTestDatabase(config.database);
    const app = await buildApp({ log: false, ...options, config });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    server.app = app;
    server.url = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server.app?.close();
  });
  server.request = requestTo(server);
  return server;
}

/** TestServer's request, against whatever `server.url` is when it is called. */
export function requestTo(server: { url: string }): TestServer['request'] {
  return async (method, p, opts = {}) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | undefined;
    if (opts.body !== undefined) {
      body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(server.url + p, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, body: parsed, text, headers: Object.fromEntries(res.headers) };
  };
}
