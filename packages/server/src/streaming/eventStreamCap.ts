import type { LimitsRepository } from '../storage/repositories/limits.ts';
import { STREAM_RENEW_MS } from '../storage/repositories/limits.ts';
import type { Signals } from '../storage/signals.ts';

/** A stream that a newer one of the same user may push out. */
export interface Evictable {
  evict(): void;
}

/**
 * At most `max` GET /events streams per user, across instances: each stream holds a lease in the
 * database (open_streams, kind 'events'). When one more opens, the user's oldest lease is deleted
 * and a 'kinstory_streams' signal tells the instance holding that stream to close it (with a
 * retry hint: a tab still open reconnects, and then it is the newest). An instance renews all its
 * leases in one statement per interval, so 2,000 idle subscribers cost one write every 10 s.
 */
export class EventStreamCap {
  private readonly local = new Map<string, Evictable>();
  private timer: NodeJS.Timeout | null = null;
  private readonly stopListening: () => void;

  constructor(
    private readonly limits: LimitsRepository,
    private readonly signals: Signals,
    private readonly max: number,
  ) {
    this.stopListening = signals.listen('kinstory_streams', (leaseId) => {
      const stream = this.local.get(leaseId);
      if (!stream) return;
      this.local.delete(leaseId);
      stream.evict();
    });
  }

  /**
   * Takes a lease for a new stream of `uid`; `stream.evict()` ends the stream when a newer one
   * takes its place. Answers the lease's id, to release when the stream closes on its own.
   */
  async open(uid: string, stream: Evictable): Promise<string> {
    const { id, evicted } = await this.limits.openEventStream(uid, this.max);
    this.local.set(id, stream);
    this.timer ??= setInterval(() => this.renew(), STREAM_RENEW_MS).unref();
    for (const old of evicted) await this.signals.notify('kinstory_streams', old).catch(() => undefined);
    return id;
  }

  release(id: string) {
    if (!this.local.delete(id)) return;
    this.limits.closeStream(id);
    if (this.local.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  private renew() {
    if (this.local.size) void this.limits.renewStreams([...this.local.keys()]).catch(() => undefined);
  }

  close() {
    this.stopListening();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
