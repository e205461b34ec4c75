import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { HttpError, tooManyText } from '../http.ts';
import { RATE_WINDOW_MS, type LimitsRepository, type RateCount } from '../storage/repositories/limits.ts';

export { tooManyText } from '../http.ts';

type Callback = (err: Error | null, result?: RateCount) => void;

/**
 * @fastify/rate-limit's store interface over the limits repository, one for every route (the
 * plugin's own LocalStore keeps one per route, so routes that share a `groupId` would not share
 * their count). The repository counts in the shared database on PostgreSQL (every instance agrees)
 * and in memory on a SQLite file, which one instance serves.
 */
class RepositoryRateStore {
  constructor(private readonly limits: LimitsRepository) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number) {
    this.limits.hit(key, timeWindow, max).then(
      (count) => callback(null, count),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
    );
  }

  child() {
    return this;
  }
}

/**
 * Per-user rate limits (ARCHITECTURE "Scale"): @fastify/rate-limit, so the 31st profile save of a
 * minute is refused whichever instance gets it. (POST /chat counts its turns with its stream lease,
 * in one call: the conversation service's `accept`.) On PostgreSQL, where any number of instances serve, the
 * counts live in the database. A SQLite file is served by one instance only (the server claims it
 * at start), so there a count in memory is the only counter there is, and a write does not pay
 * for a second one to disk. A route opts in with
 * `config: { rateLimit: perUserPerMinute(name, max) }`; the check runs after sign-in, keyed by the
 * user, and before the route's schemas check the input (preValidation): a refused request counts too.
 */
export default fp(
  async function limits(app: FastifyInstance) {
    const store = new RepositoryRateStore(app.repos.limits);
    await app.register(rateLimit, {
      global: false,
      hook: 'preValidation',
      store: function Store() {
        return store;
      } as unknown as new () => typeof store,
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
export const perUserPerMinute = (name: string, max: number) => (max === Infinity ? false : { max, timeWindow: RATE_WINDOW_MS, groupId: name });
