import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { errorTexts } from '@kinstory/contract';
import { isEmulatorMode, type ServerConfig } from '../config.ts';
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

/** How many verified tokens are kept. */
const CACHE_MAX = 10_000;
/**
 * How long a verified token is trusted before it is checked with Firebase again (revoked, user
 * disabled or deleted): a user shut out keeps access at most this long.
 */
export const REVOCATION_RECHECK_MS = 5 * 60_000;

/** firebase-admin's codes for a check Firebase could not answer, as against a token it refused. */
const FIREBASE_UNAVAILABLE = new Set(['auth/internal-error', 'auth/quota-exceeded', 'app/network-error', 'app/network-timeout']);

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d{1,5})?$/i;

/**
 * Why an emulator-mode request is refused, or null. Unsigned emulator tokens are only safe when no
 * one but this machine can reach the server: a request that names another host (a reverse proxy, a
 * DNS-rebinding page) or that came through a proxy (Forwarded, X-Forwarded-*) did not.
 */
export function emulatorRefusal(headers: Record<string, string | string[] | undefined>): string | null {
  const host = headers.host;
  if (typeof host !== 'string' || !LOOPBACK_HOST.test(host)) return 'its Host is not a loopback name';
  for (const name of Object.keys(headers)) {
    if (name === 'forwarded' || name.startsWith('x-forwarded-')) return `it carries a ${name} header (it came through a proxy)`;
  }
  return null;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || null;
  // SPEC §7's GET /events?token= form (EventSource cannot send headers), and the recordings' audio
  // (an <audio> element cannot either, issue #17); never logged.
  const query = request.query as Record<string, unknown> | undefined;
  if (typeof query?.token !== 'string') return null;
  const path = request.url.split('?')[0]!;
  if (path === '/events' || ((request.method === 'GET' || request.method === 'HEAD') && AUDIO_PATH.test(path))) return query.token;
  return null;
}

/** GET /api/messages/:id/audio, /api/perspectives/:id/audio and /api/stories/:id/audio. */
const AUDIO_PATH = /^\/api\/(messages|perspectives|stories)\/[^/]+\/audio$/;

export default fp(
  async function auth(app: FastifyInstance, opts: { config: ServerConfig; recheckMs?: number }) {
    const { config } = opts;
    const recheckMs = opts.recheckMs ?? REVOCATION_RECHECK_MS;
    if (isEmulatorMode(config)) {
      // Every request, the app's pages and /api/health included: nothing is served past a proxy.
      app.addHook('onRequest', async (request) => {
        const refusal = emulatorRefusal(request.headers);
        if (!refusal) return;
        request.log.warn({ reason: refusal }, `emulator mode refused a request: ${refusal}; emulator mode answers requests from this machine only`);
        throw new HttpError(403, 'This server runs in emulator mode and answers requests from this machine only');
      });
    }
    // firebase-admin reads the emulator host from the environment.
    if (config.authEmulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = config.authEmulatorHost;
    const firebase = initializeApp({ projectId: config.firebaseProjectId }, `kinstory-${randomUUID()}`);
    const firebaseAuth = getAuth(firebase);
    app.addHook('onClose', async () => deleteApp(firebase));

    // A verified token is trusted until it expires or is due for its revocation re-check, whichever
    // comes first; the least recently used goes first when the cache is full.
    const cache = new LRUCache<string, AuthUser>({ max: CACHE_MAX });

    // Requests that arrive together with the same new token (a dashboard's five calls, every
    // /events subscriber reconnecting after a restart) share one verification, and so one call to
    // Firebase, instead of one each.
    const verifying = new Map<string, Promise<AuthUser>>();

    // Someone removed from an archive, or whose account was deleted, on any instance: their tokens
    // are verified again on their next request (a deleted account is then refused at once, not
    // after the revocation re-check; a write could otherwise recreate their user).
    const unlisten = app.store.signals.listen('kinstory_members', (uid) => {
      for (const [token, user] of [...cache.entries()]) if (user.uid === uid) cache.delete(token);
    });
    app.addHook('onClose', async () => unlisten());

    async function verifyWithFirebase(token: string): Promise<AuthUser> {
      // checkRevoked also looks the user up, so an unsigned emulator token for a uid that does not
      // exist is refused.
      const decoded = await firebaseAuth.verifyIdToken(token, true);
      const user = { uid: decoded.uid, email: decoded.email ?? null };
      const ttl = Math.min(decoded.exp * 1000 - Date.now(), recheckMs);
      if (ttl > 0) cache.set(token, user, { ttl });
      return user;
    }

    function verify(token: string): Promise<AuthUser> {
      // Keyed by the token itself: it is in this process's memory for the request anyway, and a
      // hash per request cost more than the rest of the lookup.
      const hit = cache.get(token);
      if (hit) return Promise.resolve(hit);
      // New, expired, or due for its revocation check: verified (one call for all who wait).
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
        // Firebase failed, is over its quota, or did not answer: the token may be good, so the
        // user is not told they are signed out (the app signs out on a second 401).
        if (FIREBASE_UNAVAILABLE.has(code)) {
          request.log.warn({ code }, 'could not check a sign-in with Firebase');
          throw new HttpError(503, errorTexts.signInUnchecked, { 'retry-after': '2' });
        }
        if (code.startsWith('auth/')) {
          request.log.info({ code }, 'refused a sign-in token');
          throw new HttpError(401, errorTexts.notAuthenticated);
        }
        throw err;
      }
    });
  },
  { name: 'auth', dependencies: ['errors', 'db'] },
);
