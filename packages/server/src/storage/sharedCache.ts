import type { Signals } from './signals.ts';
import { LRUCache } from 'lru-cache';

/**
 * A per-instance cache whose invalidations reach every instance: `invalidate` drops the keys here
 * at once and signals the others, which drop theirs when the signal arrives (milliseconds on
 * PostgreSQL). The TTL bounds staleness if a signal is ever lost.
 */
export class SharedCache<V> {
  private readonly cache: LRUCache<string, V & {}>;

  constructor(
    private readonly name: string,
    private readonly signals: Signals,
    maxEntries: number,
    ttlMs: number,
  ) {
    this.cache = new LRUCache<string, V & {}>({ max: maxEntries, ttl: ttlMs });
    signals.listen('kinstory_cache', (payload) => {
      const cut = payload.indexOf(':');
      if (payload.slice(0, cut) === name) this.deletePrefix(payload.slice(cut + 1));
    });
    signals.onMissed(() => this.cache.clear());
  }

  get(key: string): V | undefined {
    return this.cache.get(key);
  }

  set(key: string, value: V & {}): void {
    this.cache.set(key, value);
  }

  /** Drops every key starting with `prefix`, on every instance. */
  invalidate(prefix: string): void {
    this.deletePrefix(prefix);
    void this.signals.notify('kinstory_cache', `${this.name}:${prefix}`).catch(() => undefined);
  }

  private deletePrefix(prefix: string): void {
    for (const key of [...this.cache.keys()]) if (key.startsWith(prefix)) this.cache.delete(key);
  }
}
