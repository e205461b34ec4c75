import type { Signals } from '../storage/signals.ts';

/**
 * The open streams of each user on this instance, so those of a user who left an archive (removed
 * by an admin, their account or the archive deleted) end at once, on every instance: the change
 * sends a 'kinstory_members' signal with their uid (see services/family.ts). A client that
 * reconnects is checked again like any new subscriber.
 */
export class UserStreams {
  private readonly byUser = new Map<string, Set<() => void>>();

  constructor(signals: Signals) {
    signals.listen('kinstory_members', (uid) => this.endAll(uid));
  }

  /** Registers a stream's `end`; returns the unregister, for when the stream closes on its own. */
  add(uid: string, end: () => void): () => void {
    let ends = this.byUser.get(uid);
    if (!ends) this.byUser.set(uid, (ends = new Set()));
    ends.add(end);
    return () => {
      ends.delete(end);
      if (ends.size === 0 && this.byUser.get(uid) === ends) this.byUser.delete(uid);
    };
  }

  /** Ends every open stream of the user on this instance. */
  endAll(uid: string): void {
    const ends = this.byUser.get(uid);
    if (!ends) return;
    this.byUser.delete(uid);
    for (const end of ends) end();
  }
}

/** Tells every instance that `uid` left an archive (see UserStreams). */
export async function announceLeft(signals: Signals, uid: string): Promise<void> {
  await signals.notify('kinstory_members', uid).catch(() => undefined);
}
