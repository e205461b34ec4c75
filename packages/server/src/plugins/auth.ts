import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { errorTexts } from '@kinstory/contract';
import type { ServerConfig } from '../config.ts';
import { HttpError } from '../http.ts';

export interface AuthUser {
  uid: string;
  email: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser;
  }
}

/** Verified tokens are kept until they expire; the oldest entry goes first when the cache is full. */
const CACHE_MAX = 10_000;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || null;
  // SPEC §7's GET /events?token= form (EventSource cannot send headers); never logged.
  const query = request.query as Record<string, unknown> | undefined;
  if (request.url.split('?')[0] === '/events' && typeof query?.token === 'string') return query.token;
  return null;
}

export default fp(
  async function auth(app: FastifyInstance, opts: { config: ServerConfig }) {
    const { config } = opts;
    // firebase-admin reads the emulator host from the environment.
    if (config.authEmulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = config.authEmulatorHost;
    const firebase = initializeApp({ projectId: config.firebaseProjectId }, `kinstory-${randomUUID()}`);
    const firebaseAuth = getAuth(firebase);
    app.addHook('onClose', async () => deleteApp(firebase));

    const cache = new Map<string, { user: AuthUser; expiresAt: number }>();

    // Requests that arrive together with the same new token (a dashboard's five calls, every
    // /events subscriber reconnecting after a restart) share one verification, and so one call to
    // Firebase, instead of one each.
    const verifying = new Map<string, Promise<AuthUser>>();

    async function verifyWithFirebase(token: string): Promise<AuthUser> {
      // checkRevoked also looks the user up, so an unsigned emulator token for a uid that does not
      // exist is refused.
      const decoded = await firebaseAuth.verifyIdToken(token, true);
      const user = { uid: decoded.uid, email: decoded.email ?? null };
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
      cache.set(token, { user, expiresAt: decoded.exp * 1000 });
      return user;
    }

    function verify(token: string): Promise<AuthUser> {
      // Keyed by the token itself: it is in this process's memory for the request anyway, and a
      // hash per request cost more than the rest of the lookup.
      const hit = cache.get(token);
      if (hit && hit.expiresAt > Date.now()) return Promise.resolve(hit.user);
      if (hit) cache.delete(token);
      let pending = verifying.get(token);
      if (!pending) {
        pending = verifyWithFirebase(token).finally(() => verifying.delete(token));
        verifying.set(token, pending);
      }
      return pending;
    }

    app.decorateRequest('user', null as unknown as AuthUser);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw new HttpError(401, errorTexts.notAuthenticated);
      try {
        request.user = await verify(token);
      } catch (err) {
        const code = (err as { code?: string }).code ?? '';
        if (code.startsWith('auth/')) throw new HttpError(401, errorTexts.notAuthenticated);
        throw err;
      }
    });
  },
  { name: 'auth', dependencies: ['errors'] },
);
