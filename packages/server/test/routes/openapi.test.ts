import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { kinstoryApp } from '../../src/app.ts';
import { parse } from '../../src/http.ts';
import errors from '../../src/plugins/errors.ts';
import openapi from '../../src/plugins/openapi.ts';
import { testConfig } from '../helpers/app.ts';
import { ensureTestDatabase } from '../helpers/database.ts';
import { protectedRoutes } from '../helpers/routes.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- the OpenAPI document is read as plain JSON */
type Doc = { openapi: string; info: { title: string; version: string }; paths: Record<string, Record<string, any>>; components: any };

/** The routes that need no token (ARCHITECTURE "Who may do what"); every other route needs one. */
const publicOperations = [
  'GET /api/health',
  'GET /api/ready',
  'GET /api/config',
  'POST /api/sign-in-link',
  'GET /api/prompt-schedule/unsubscribe',
  'POST /api/prompt-schedule/unsubscribe',
  'GET /dev/outbox',
  'GET /dev/outbox/{name}',
];

const methodsOf = (route: RouteOptions) => [route.method].flat().filter((m) => m !== 'HEAD');
const templateOf = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The documented routes: all but those a plugin hides (the docs page, its script, the document itself). */
const documentedRoutes = (routes: RouteOptions[]) => routes.filter((r) => !(r.schema as { hide?: boolean } | undefined)?.hide);

/**
 * What is wrong between the routes a server registers and its document: a route missing from the
 * document, one without its schemas (a summary, its answers, its path parameters), an operation no
 * route serves.
 */
function problemsOf(routes: RouteOptions[], doc: Doc): string[] {
  const problems: string[] = [];
  const served = new Set<string>();
  for (const route of documentedRoutes(routes)) {
    const schema = (route.schema ?? {}) as { summary?: string; response?: unknown; params?: unknown };
    for (const method of methodsOf(route)) {
      const name = `${method} ${templateOf(route.url)}`;
      served.add(name);
      if (!doc.paths[templateOf(route.url)]?.[method.toLowerCase()]) problems.push(`${name}: not in the document`);
      if (!schema.summary) problems.push(`${name}: no summary`);
      if (!schema.response) problems.push(`${name}: no response schema`);
      if (route.url.includes(':') && !schema.params) problems.push(`${name}: path parameters without a schema`);
    }
  }
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const method of Object.keys(operations)) {
      if (!served.has(`${method.toUpperCase()} ${path}`)) problems.push(`${method.toUpperCase()} ${path}: documented, but no route serves it`);
    }
  }
  return problems;
}

/** The real app with every route it registers collected, listening on 127.0.0.1. */
function useCollectedApp() {
  const state = { app: undefined as unknown as FastifyInstance, url: '', routes: [] as RouteOptions[], version: '' };
  beforeAll(async () => {
    const config = testConfig();
    await ensureTestDatabase(config.database);
    const app = Fastify({ logger: false });
    app.addHook('onRoute', (route) => void state.routes.push(route));
    await app.register(kinstoryApp, { config });
    await app.listen({ port: 0, host: '127.0.0.1' });
    state.app = app;
    state.url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    state.version = config.version;
  });
  afterAll(async () => {
    await state.app?.close();
  });
  return state;
}

async function documentOf(url: string): Promise<Doc> {
  const res = await fetch(`${url}/api/openapi.json`);
  expect(res.status).toBe(200);
  return (await res.json()) as Doc;
}

describe('the published API (issue #19)', () => {
  const server = useCollectedApp();

  it('GET /api/openapi.json is an OpenAPI 3.1 document, without a token, that validates', async () => {
    const doc = await documentOf(server.url);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: 'Kinstory API', version: server.version });
    expect(doc.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' });
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(result.valid).toBe(true);
  });

  it('every route the server registers is in the document with its method and schemas, and nothing else is', async () => {
    const doc = await documentOf(server.url);
    const routes = documentedRoutes(server.routes);
    // The whole API, not a handful: the 401 sweep's routes and the public ones at least.
    expect(routes.length).toBeGreaterThanOrEqual(protectedRoutes.length + publicOperations.length);
    expect(problemsOf(server.routes, doc)).toEqual([]);
  });

  it('says which routes need the bearer token: all but the public ones', async () => {
    const doc = await documentOf(server.url);
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${path}`;
        expect({ name, security: operation.security }).toEqual({ name, security: publicOperations.includes(name) ? [] : [{ bearerAuth: [] }] });
      }
    }
    // Each route of the 401 sweep is documented as needing it.
    const templates = Object.keys(doc.paths).map((path) => ({ path, match: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`) }));
    for (const route of protectedRoutes) {
      const template = templates.find((t) => t.match.test(route.path) && doc.paths[t.path]![route.method.toLowerCase()]);
      expect(template, `${route.method} ${route.path}`).toBeDefined();
      expect(doc.paths[template!.path]![route.method.toLowerCase()].security).toEqual([{ bearerAuth: [] }]);
    }
  });

  it('documents the bodies the routes take and the parameters in their paths', async () => {
    const doc = await documentOf(server.url);
    const profile = doc.paths['/api/user/profile']!.put;
    expect(profile.requestBody.content['application/json'].schema.properties).toHaveProperty('userName');
    const messages = doc.paths['/api/conversations/{conversationId}/messages']!.get;
    expect(messages.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'conversationId', required: true })]);
    expect(messages.responses['200'].content['application/json'].schema.properties).toHaveProperty('messages');
    const stories = doc.paths['/api/stories']!.get;
    expect(stories.parameters.map((p: { in: string; name: string }) => `${p.in}:${p.name}`)).toEqual(expect.arrayContaining(['query:limit', 'query:offset']));
    expect(doc.paths['/api/archive/book.pdf']!.post.responses['200'].content).toHaveProperty('application/pdf');
    expect(doc.paths['/events']!.get.responses['200'].content).toHaveProperty('text/event-stream');
  });

  it('/api/docs is a readable reference page, without a token, whose script this server serves', async () => {
    const res = await fetch(`${server.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.url).toBe(`${server.url}/api/docs/`);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('Kinstory API');
    // No script from a CDN: every script the page loads is a path of this server.
    const sources = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources) {
      expect(src).not.toMatch(/^(https?:)?\/\//);
      const script = await fetch(new URL(src, res.url));
      expect(script.status).toBe(200);
      expect(script.headers.get('content-type')).toMatch(/javascript/);
    }
    // The page reads the same document.
    const document = await fetch(new URL('./openapi.json', res.url));
    expect(document.status).toBe(200);
    expect(((await document.json()) as Doc).info.title).toBe('Kinstory API');
  });
});

describe('the check of the document', () => {
  it('finds a route added without a schema', async () => {
    const app = Fastify({ logger: false });
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => void routes.push(route));
    await app.register(errors);
    await app.register(openapi, { version: '1.0.0' });
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/things/:id',
      { schema: { summary: 'One thing', params: z.object({ id: z.string() }), response: { 200: z.object({ id: z.string() }) } } },
      async (request) => ({ id: request.params.id }),
    );
    app.get('/api/bare/:id', async () => ({ bare: true }));
    await app.ready();
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Doc>();
    expect(problemsOf(routes, doc)).toEqual(['GET /api/bare/{id}: no summary', 'GET /api/bare/{id}: no response schema', 'GET /api/bare/{id}: path parameters without a schema']);
    await app.close();
  });

  it("refuses input as parse() did: 400 `Invalid body|query|path: …`, the first 3 problems", async () => {
    const app = Fastify({ logger: false });
    await app.register(errors);
    await app.register(openapi, { version: '1.0.0' });
    const body = z.strictObject({ name: z.string().max(3), age: z.number().int(), tags: z.array(z.string()) });
    const querystring = z.object({ limit: z.coerce.number().int().max(10) });
    const params = z.object({ id: z.uuid() });
    app.withTypeProvider<ZodTypeProvider>().post('/api/things/:id', { schema: { params, querystring, body } }, async (request) => ({ ...request.body, ...request.query }));
    await app.ready();
    const refusal = (schema: z.ZodType, value: unknown, what: string) => {
      try {
        parse(schema, value, what);
      } catch (err) {
        return { error: (err as Error).message };
      }
      throw new Error('parse() took it');
    };
    const uuid = '7d8e2a34-5b1c-4f7a-9d2e-1a2b3c4d5e6f';
    const cases = [
      { url: '/api/things/nope?limit=1', payload: { name: 'Ann', age: 3, tags: [] }, expected: refusal(params, { id: 'nope' }, 'path') },
      { url: `/api/things/${uuid}?limit=99`, payload: { name: 'Ann', age: 3, tags: [] }, expected: refusal(querystring, { limit: '99' }, 'query') },
      { url: `/api/things/${uuid}?limit=1`, payload: { name: 'Annabel', age: 1.5, tags: [1], extra: true }, expected: refusal(body, { name: 'Annabel', age: 1.5, tags: [1], extra: true }, 'body') },
      { url: `/api/things/${uuid}?limit=1`, payload: undefined, expected: refusal(body, undefined, 'body') },
    ];
    for (const { url, payload, expected } of cases) {
      const res = await app.inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload }) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(expected);
    }
    expect(cases[2]!.expected.error.split('; ')).toHaveLength(3);
    const ok = await app.inject({ method: 'POST', url: `/api/things/${uuid}?limit=2`, payload: { name: 'Ann', age: 3, tags: ['a'] } });
    expect(ok.json()).toEqual({ name: 'Ann', age: 3, tags: ['a'], limit: 2 });
    await app.close();
  });
});
