import type { Transaction } from 'kysely';
import type { Extraction, FollowUpItemEvent, MemoryEventName, MemoryPayload, StoryEvent } from '@kinstory/contract';
import {
  type ArchiveContentRepository,
  type ContentRows,
  toFollowUpItemEvent,
  toMemoryPayload,
  toStoryEvent,
} from '../storage/repositories/archiveContent.ts';
import type { Database } from '../storage/schema.ts';
import type { Signals } from '../storage/signals.ts';

/**
 * GET /events ids. memories, stories and loose_facts each have their own autoincrement id, so an
 * event id is the cursor of all three for its conversation after that event: `m12.s3.f40` means
 * "every memory up to 12, story up to 3 and follow-up item up to 40 of this conversation was sent".
 * Resuming from it reads exactly the rows above each mark, so Last-Event-ID resume is exact.
 * Writes per conversation are serialised across instances (see addExtraction), so a mark never
 * skips a row.
 */
export interface Cursor {
  m: number;
  s: number;
  f: number;
}

const kindKey = { memory: 'm', story: 's', looseFact: 'f' } as const;
const kindRank = { memory: 0, story: 1, looseFact: 2 } as const;

export const formatCursor = (c: Cursor) => `m${c.m}.s${c.s}.f${c.f}`;

/** The cursor of a Last-Event-ID header; null when it is not one of ours. */
export function parseCursor(text: string): Cursor | null {
  const match = /^m(\d{1,15})\.s(\d{1,15})\.f(\d{1,15})$/.exec(text.trim());
  if (!match) return null;
  return { m: Number(match[1]), s: Number(match[2]), f: Number(match[3]) };
}

export type MemoryEventData = MemoryPayload | StoryEvent | (FollowUpItemEvent & { id: string; created_at: string });

export interface MemoryEvent {
  /** The SSE id (a cursor). */
  id: string;
  event: MemoryEventName;
  /** The row id in the event's own table. */
  rowId: number;
  data: MemoryEventData;
}


/**
 * Handed to the listeners of a user who left an archive (removed, their account or the archive
 * deleted): their stream must end at once. A value rather than a callback per subscriber, so an
 * idle subscriber costs no more (bench/stream.ts).
 */
export const SUBSCRIBER_LEFT = Symbol('subscriber left');

/** A subscriber: an object with a method, so that it needs no closure of its own. */
export interface Listener {
  deliver(event: MemoryEvent | typeof SUBSCRIBER_LEFT): void;
}

/** The subscribers of one conversation on this instance, and how far they have been sent. */
interface Group {
  listeners: Set<Listener>;
  /** Everything up to here was read and handed to the listeners. */
  cursor: Cursor;
  /** A read from storage is under way; `again` asks for one more after it. */
  reading: boolean;
  again: boolean;
}

/** The ordered events of a conversation's rows, with the cursor after each. */
export function toEvents(rows: ContentRows, from: Cursor): MemoryEvent[] {
  type Row = { event: MemoryEventName; rowId: number; at: string; data: MemoryEventData };
  const all: Row[] = [
    ...rows.memories.map((r): Row => ({ event: 'memory', rowId: r.id, at: r.created_at, data: toMemoryPayload(r) })),
    ...rows.stories.map((r): Row => ({ event: 'story', rowId: r.id, at: r.created_at, data: toStoryEvent(r) })),
    ...rows.followUpItems.map((r): Row => ({ event: 'looseFact', rowId: r.id, at: r.created_at, data: toFollowUpItemEvent(r) })),
  ];
  all.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : kindRank[a.event] - kindRank[b.event] || a.rowId - b.rowId));
  const cursor = { ...from };
  return all.map((r) => {
    cursor[kindKey[r.event]] = Math.max(cursor[kindKey[r.event]], r.rowId);
    return { id: formatCursor(cursor), event: r.event, rowId: r.rowId, data: r.data };
  });
}

/**
 * Memory events for GET /events, on any number of instances. The database is the event log:
 * extraction results are rows, written through the repository. A write signals every instance
 * (LISTEN/NOTIFY on PostgreSQL), and each instance reads the rows after its subscribers' cursor,
 * once per conversation, and hands them out in order. A lost signal delays, never loses: the rows
 * are read on the next signal, and a reconnecting client replays from its Last-Event-ID.
 */
export class EventHub {
  private readonly groups = new Map<string, Group>();
  private readonly stopListening: (() => void)[];

  constructor(
    private readonly content: ArchiveContentRepository,
    private readonly signals: Signals,
  ) {
    this.stopListening = [
      signals.listen('kinstory_events', (payload) => {
        const group = this.groups.get(payload);
        if (group) this.pull(payload, group);
      }),
      // A user left an archive (services/family.ts): every stream of theirs ends, on every instance.
      signals.listen('kinstory_members', (uid) => {
        for (const [key, group] of this.groups) {
          if (key.startsWith(`${uid}\n`)) for (const listener of group.listeners) listener.deliver(SUBSCRIBER_LEFT);
        }
      }),
      // Signals may have been missed: every group looks again.
      signals.onMissed(() => {
        for (const [key, group] of this.groups) this.pull(key, group);
      }),
    ];
  }

  /**
   * Live events of a conversation; `ownerUid` is the subscriber, who only hears their own. Settles
   * once the subscription is live: every event stored after that reaches `listener`, until
   * `unsubscribe`.
   */
  async subscribe(ownerUid: string, conversationId: string, listener: Listener): Promise<void> {
    const key = groupKey(ownerUid, conversationId);
    let group = this.groups.get(key);
    if (!group) {
      const cursor = await this.content.highWater(conversationId);
      // Another subscriber may have made the group while the high-water mark was read.
      group = this.groups.get(key);
      if (!group) {
        this.groups.set(key, (group = { listeners: new Set(), cursor, reading: false, again: false }));
        // A write that committed after the high-water mark was read may have signalled before the
        // group existed: look once now.
        this.pull(key, group);
      }
    }
    group.listeners.add(listener);
  }

  unsubscribe(ownerUid: string, conversationId: string, listener: Listener) {
    const key = groupKey(ownerUid, conversationId);
    const group = this.groups.get(key);
    if (group?.listeners.delete(listener) && group.listeners.size === 0) this.groups.delete(key);
  }

  /** Reads the group's new rows and hands them out; one read at a time per group, in order. */
  private pull(key: string, group: Group) {
    if (group.reading) {
      group.again = true;
      return;
    }
    group.reading = true;
    const conversationId = key.slice(key.indexOf('\n') + 1);
    void (async () => {
      do {
        group.again = false;
        try {
          const events = toEvents(await this.content.rowsSince(conversationId, group.cursor), group.cursor);
          for (const event of events) {
            group.cursor[kindKey[event.event]] = event.rowId;
            for (const listener of group.listeners) listener.deliver(event);
          }
        } catch {
          // The database did not answer: the next signal (or the client's resume) reads again.
        }
      } while (group.again);
      group.reading = false;
    })();
  }

  /** Stores one extraction (memory, story, follow-up items) and wakes every instance's subscribers. */
  async store(
    target: { conversationId: string; ownerUid: string; archiveId: string; sourceMessageId: number },
    extraction: Extraction,
    within?: (tx: Transaction<Database>) => Promise<void>,
  ): Promise<ContentRows> {
    const rows = await this.content.addExtraction(target, extraction, within);
    await this.signals.notify('kinstory_events', groupKey(target.ownerUid, target.conversationId)).catch(() => undefined);
    return rows;
  }

  /** Every event of the conversation after `from`, from storage, in the order they were stored. */
  async since(conversationId: string, from: Cursor): Promise<MemoryEvent[]> {
    return toEvents(await this.content.rowsSince(conversationId, from), from);
  }

  close() {
    for (const stop of this.stopListening) stop();
    this.groups.clear();
  }
}

const groupKey = (ownerUid: string, conversationId: string) => `${ownerUid}\n${conversationId}`;

/** Tells every instance that `uid` left an archive: their /events streams end (see SUBSCRIBER_LEFT). */
export async function announceLeft(signals: Signals, uid: string): Promise<void> {
  await signals.notify('kinstory_members', uid).catch(() => undefined);
}

/** True when `event` is already covered by `cursor` (sent in a replay). */
export const covered = (cursor: Cursor, event: MemoryEvent) => event.rowId <= cursor[kindKey[event.event]];
