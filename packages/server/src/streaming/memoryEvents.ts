import type { Kysely } from 'kysely';
import type { Extraction, LooseFactEvent, MemoryEventName, MemoryPayload, StoryEvent } from '@kinstory/contract';
import { now } from '../storage/database.ts';
import type { Database } from '../storage/schema.ts';

/**
 * GET /events ids. memories, stories and loose_facts each have their own autoincrement id, so an
 * event id is the cursor of all three for its conversation after that event: `m12.s3.f40` means
 * "every memory up to 12, story up to 3 and loose fact up to 40 of this conversation was sent".
 * Resuming from it reads exactly the rows above each mark, so Last-Event-ID resume is exact.
 * Writes per conversation are serialized (EventHub.exclusive), so a mark never skips a row.
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

export type MemoryEventData = MemoryPayload | StoryEvent | (LooseFactEvent & { id: string; created_at: string });

export interface MemoryEvent {
  /** The SSE id (a cursor). */
  id: string;
  event: MemoryEventName;
  /** The row id in the event's own table. */
  rowId: number;
  data: MemoryEventData;
}

type Listener = (event: MemoryEvent) => void;

/** What one extraction stored, in the order it is published. */
export interface StoredExtraction {
  events: MemoryEvent[];
  memory: MemoryPayload;
}

/** Stores extraction results and publishes them to each conversation's subscribers. */
export class EventHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly chains = new Map<string, Promise<unknown>>();

  constructor(private readonly db: Kysely<Database>) {}

  /** Live events of a conversation; `ownerUid` is the subscriber, who only hears their own. */
  subscribe(ownerUid: string, conversationId: string, listener: Listener): () => void {
    const key = `${ownerUid}\n${conversationId}`;
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(key) === set) this.listeners.delete(key);
    };
  }

  private publish(ownerUid: string, conversationId: string, event: MemoryEvent) {
    for (const listener of this.listeners.get(`${ownerUid}\n${conversationId}`) ?? []) listener(event);
  }

  /** Runs fn after every earlier fn of the same conversation finished. */
  private exclusive<T>(conversationId: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.chains.get(conversationId) ?? Promise.resolve();
    const run = previous.then(fn, fn);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    this.chains.set(conversationId, settled);
    void settled.then(() => {
      if (this.chains.get(conversationId) === settled) this.chains.delete(conversationId);
    });
    return run;
  }

  /** The cursor after every stored event of the conversation. */
  async highWater(conversationId: string): Promise<Cursor> {
    const max = async (table: 'memories' | 'stories' | 'loose_facts') => {
      const row = await this.db
        .selectFrom(table)
        .select((eb) => eb.fn.max<number | null>('id').as('n'))
        .where('conversation_id', '=', conversationId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    };
    const [m, s, f] = await Promise.all([max('memories'), max('stories'), max('loose_facts')]);
    return { m, s, f };
  }

  /** Stores one extraction (memory, story, loose facts) in one transaction, then publishes it. */
  async store(
    target: { conversationId: string; ownerUid: string; archiveId: string; sourceMessageId: number },
    extraction: Extraction,
  ): Promise<StoredExtraction> {
    const { conversationId, ownerUid, archiveId, sourceMessageId } = target;
    return this.exclusive(conversationId, async () => {
      const cursor = await this.highWater(conversationId);
      const at = now();
      const events: MemoryEvent[] = [];
      const advance = (event: MemoryEventName, rowId: number, data: MemoryEventData) => {
        cursor[kindKey[event]] = rowId;
        events.push({ id: formatCursor(cursor), event, rowId, data });
      };
      await this.db.transaction().execute(async (tx) => {
        const memory = await tx
          .insertInto('memories')
          .values({ conversation_id: conversationId, archive_id: archiveId, source_message_id: sourceMessageId, payload: JSON.stringify(extraction.memory), created_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        advance('memory', memory.id, extraction.memory);
        if (extraction.story) {
          const s = extraction.story;
          const row = await tx
            .insertInto('stories')
            .values({
              archive_id: archiveId,
              conversation_id: conversationId,
              title: s.title.slice(0, 300),
              theme: s.theme,
              summary: s.summary,
              content: s.content,
              significance_level: s.significance.level,
              significance_reason: s.significance.reason,
              narrative: JSON.stringify(s.narrative),
              people: JSON.stringify(s.narrative.people),
              extraction_source: 'story',
              created_at: at,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          advance('story', row.id, { ...s, hasStory: true, id: String(row.id), created_at: at });
        }
        for (const fact of extraction.looseFacts) {
          const type = fact.type || 'other';
          const row = await tx
            .insertInto('loose_facts')
            .values({ archive_id: archiveId, conversation_id: conversationId, type, value: fact.value, suggested_prompt: fact.suggestedPrompt, followed_up_at: null, created_at: at })
            .returning('id')
            .executeTakeFirstOrThrow();
          advance('looseFact', row.id, { id: String(row.id), type, value: fact.value, suggestedPrompt: fact.suggestedPrompt, created_at: at });
        }
      });
      for (const event of events) this.publish(ownerUid, conversationId, event);
      return { events, memory: extraction.memory };
    });
  }

  /** Every event of the conversation after `from`, from storage, in the order they were stored. */
  async since(conversationId: string, from: Cursor): Promise<MemoryEvent[]> {
    const [memories, stories, facts] = await Promise.all([
      this.db.selectFrom('memories').selectAll().where('conversation_id', '=', conversationId).where('id', '>', from.m).orderBy('id').execute(),
      this.db.selectFrom('stories').selectAll().where('conversation_id', '=', conversationId).where('id', '>', from.s).orderBy('id').execute(),
      this.db.selectFrom('loose_facts').selectAll().where('conversation_id', '=', conversationId).where('id', '>', from.f).orderBy('id').execute(),
    ]);
    type Row = { event: MemoryEventName; rowId: number; at: string; data: MemoryEventData };
    const rows: Row[] = [
      ...memories.map((r): Row => ({ event: 'memory', rowId: r.id, at: r.created_at, data: JSON.parse(r.payload) as MemoryPayload })),
      ...stories.map((r): Row => ({
        event: 'story',
        rowId: r.id,
        at: r.created_at,
        data: {
          hasStory: true,
          id: String(r.id),
          title: r.title,
          theme: r.theme,
          summary: r.summary,
          content: r.content,
          significance: { level: r.significance_level, reason: r.significance_reason },
          narrative: JSON.parse(r.narrative) as StoryEvent['narrative'],
          created_at: r.created_at,
        },
      })),
      ...facts.map((r): Row => ({
        event: 'looseFact',
        rowId: r.id,
        at: r.created_at,
        data: { id: String(r.id), type: r.type, value: r.value, suggestedPrompt: r.suggested_prompt, created_at: r.created_at },
      })),
    ];
    rows.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : kindRank[a.event] - kindRank[b.event] || a.rowId - b.rowId));
    const cursor = { ...from };
    return rows.map((r) => {
      cursor[kindKey[r.event]] = Math.max(cursor[kindKey[r.event]], r.rowId);
      return { id: formatCursor(cursor), event: r.event, rowId: r.rowId, data: r.data };
    });
  }
}

/** True when `event` is already covered by `cursor` (sent in a replay). */
export const covered = (cursor: Cursor, event: MemoryEvent) => event.rowId <= cursor[kindKey[event.event]];
