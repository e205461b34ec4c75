import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { HttpError } from '../http.ts';
import type { LimitsRepository } from '../storage/repositories/limits.ts';

export const tooManyText = 'Too many requests: please wait a moment and try again';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/** @fastify/rate-limit's store interface, counted in the shared database (every instance agrees). */
class DatabaseRateStore {
  constructor(private readonly limits: LimitsRepository) {}

  incr(key: string, callback: Callback, timeWindow: number) {
    this.limits.hit(key, timeWindow).then(
      (result) => callback(null, result),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
    );
  }

  child() {
    return this;
  }
}

/**
 * Per-user rate limits (ARCHITECTURE "Scale"): @fastify/rate-limit with a store in the database,
 * so the 31st chat of a minute is refused whichever instance gets it. A route opts in with
 * `config: { rateLimit: perUserPerMinute(name, max) }`; the check runs after sign-in (preHandler),
 * keyed by the user.
 */
export default fp(
  async function limits(app: FastifyInstance) {
    const store = new DatabaseRateStore(app.repos.limits);
    await app.register(rateLimit, {
      global: false,
      hook: 'preHandler',
      store: function Store() {
        return store;
      } as unknown as new () => DatabaseRateStore,
      keyGenerator: (request) => `user:${request.user?.uid ?? request.ip}:`,
      addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
      addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
      errorResponseBuilder: () => new HttpError(429, tooManyText),
    });
  },
  { name: 'limits', dependencies: ['db'] },
);

/**
 * A route's rate limit: `max` requests per user per minute, counted apart from other routes.
 * Infinity turns it off (nothing counted: bench:api measures what the counting costs).
 */
export const perUserPerMinute = (name: string, max: number) => (max === Infinity ? false : { max, timeWindow: 60_000, groupId: name });
