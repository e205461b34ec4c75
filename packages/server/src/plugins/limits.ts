import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { LRUCache } from 'lru-cache';
import { HttpError } from '../http.ts';
import type { LimitsRepository } from '../storage/repositories/limits.ts';

export const tooManyText = 'Too many requests: please wait a moment and try again';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store interface, counted in the shared database (every instance agrees).
 * A count only grows until its window ends, so a key found over its limit stays refused until
 * then on every instance: this one refuses it again without asking, and a flood from one account
 * costs the database nothing.
 */
class DatabaseRateStore {
  private readonly refusedUntil = new LRUCache<string, number>({ max: 100_000 });

  constructor(private readonly limits: LimitsRepository) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number) {
    const at = Date.now();
    const until = this.refusedUntil.get(key);
    if (until !== undefined && until > at) {
      callback(null, { current: max + 1, ttl: until - at });
      return;
    }
    this.limits.hit(key, timeWindow, at).then(
      (result) => {
        if (result.current > max) this.refusedUntil.set(key, at + result.ttl);
        callback(null, result);
      },
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
    );
  }

  child() {
    return this;
  }
}

/**
 * The same counts in this process's memory, for a SQLite file, which one instance serves. One store
 * for every route (the plugin's own LocalStore keeps one per route, so routes that share a
 * `groupId` would not share their count); the least recently counted keys go first when full.
 */
class ProcessRateStore {
  private readonly windows = new LRUCache<string, { hits: number; start: number }>({ max: 100_000 });

  incr(key: string, callback: Callback, timeWindow: number) {
    const at = Date.now();
    let window = this.windows.get(key);
    if (!window || window.start + timeWindow <= at) {
      window = { hits: 0, start: at };
      this.windows.set(key, window);
    }
    window.hits += 1;
    callback(null, { current: window.hits, ttl: window.start + timeWindow - at });
  }

  child() {
    return this;
  }
}

/**
 * Per-user rate limits (ARCHITECTURE "Scale"): @fastify/rate-limit, so the 31st chat of a minute is
 * refused whichever instance gets it. On PostgreSQL, where any number of instances serve, the
 * counts live in the database. A SQLite file is served by one instance only (the server claims it
 * at start), so there a count in memory is the only counter there is, and a write does not pay
 * for a second one to disk. A route opts in with
 * `config: { rateLimit: perUserPerMinute(name, max) }`; the check runs after sign-in (preHandler),
 * keyed by the user.
 */
export default fp(
  async function limits(app: FastifyInstance) {
    const store = app.store.dialect === 'postgres' ? new DatabaseRateStore(app.repos.limits) : new ProcessRateStore();
    await app.register(rateLimit, {
      global: false,
      hook: 'preHandler',
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
export const perUserPerMinute = (name: string, max: number) => (max === Infinity ? false : { max, timeWindow: 60_000, groupId: name });
