import { setMaxListeners } from 'node:events';
import type { ArchiveContentRepository } from '../storage/repositories/archiveContent.ts';
import type { Signals } from '../storage/signals.ts';
import { EventHub } from './memoryEvents.ts';

/**
 * What the streaming routes share: the event hub, a shutdown signal that ends every open stream,
 * and the chat turns still running (awaited on close, so a cut-off reply is stored before the
 * database closes).
 */
export class RealtimeState {
  readonly hub: EventHub;
  readonly shutdown = new AbortController();
  private readonly running = new Set<Promise<unknown>>();

  constructor(
    content: ArchiveContentRepository,
    readonly signals: Signals,
  ) {
    this.hub = new EventHub(content, signals);
    // Every open stream listens for shutdown.
    setMaxListeners(0, this.shutdown.signal);
  }

  track(p: Promise<unknown>) {
    this.running.add(p);
    void p.finally(() => this.running.delete(p));
  }

  async close() {
    this.shutdown.abort(new Error('server shutting down'));
    await Promise.allSettled([...this.running]);
    this.hub.close();
  }
}
