import type { Kysely, Transaction } from 'kysely';
import type { Extraction, FollowUpItem, FollowUpItemEvent, MemoryPayload, StoriesQuery, Story, StoryEvent, StoredMemory } from '@kinstory/contract';
import { now } from '../database.ts';
import type { Dialect } from '../migrations.ts';
import type { Database, FollowUpItemRow, MemoryRow, NewFollowUpItem, NewMemory, NewStory, StoryRow } from '../schema.ts';
import { JsonBody } from '../../http.ts';
import type { Signals } from '../signals.ts';
import { SharedCache } from '../sharedCache.ts';
import { perspectivesWithAuthors, toPerspective } from './perspectives.ts';
import { hiddenFrom, type StoryReader } from './storyVisibility.ts';

/** What a story carries besides its own row: its recordings and the family's perspectives (issue #17). */
export type StoryExtras = Pick<Story, 'recordings' | 'perspectives'>;
const noExtras: StoryExtras = { recordings: [], perspectives: [] };

export function toStory(row: StoryRow, extras: StoryExtras = noExtras): Story {
  return {
    id: String(row.id),
    conversation_id: row.conversation_id,
    title: row.title,
    theme: row.theme,
    summary: row.summary,
    content: row.content,
    significance: { level: row.significance_level, reason: row.significance_reason },
    narrative: JSON.parse(row.narrative) as Story['narrative'],
    people: JSON.parse(row.people) as string[],
    extraction_source: row.extraction_source,
    created_at: row.created_at,
    status: row.status,
    private: row.private === 1,
    recordings: extras.recordings,
    perspectives: extras.perspectives,
  };
}

export function toStoredMemory(row: MemoryRow): StoredMemory {
  return { id: String(row.id), conversation_id: row.conversation_id, payload: JSON.parse(row.payload) as MemoryPayload, created_at: row.created_at, status: row.status };
}

export function toFollowUpItem(row: FollowUpItemRow): FollowUpItem {
  return {
    id: String(row.id),
    conversation_id: row.conversation_id,
    fact_type: row.type,
    value: row.value,
    suggested_prompt: row.suggested_prompt,
    followed_up: row.followed_up_at !== null,
    created_at: row.created_at,
  };
}

/** The live (GET /events) spellings, from the same rows and mappings as the REST answers. */
export function toStoryEvent(row: StoryRow): StoryEvent & { id: string; created_at: string } {
  const { title, theme, summary, content, significance, narrative, id, created_at } = toStory(row);
  return { hasStory: true, id, title, theme, summary, content, significance, narrative, created_at };
}

export function toFollowUpItemEvent(row: FollowUpItemRow): FollowUpItemEvent & { id: string; created_at: string } {
  const { id, fact_type, value, suggested_prompt, created_at } = toFollowUpItem(row);
  return { id, type: fact_type, value, suggestedPrompt: suggested_prompt, created_at };
}

export const toMemoryPayload = (row: MemoryRow): MemoryPayload => JSON.parse(row.payload) as MemoryPayload;

/** Rows of one conversation's extraction results above a cursor, each table in id order. */
export interface ContentRows {
  memories: MemoryRow[];
  stories: StoryRow[];
  followUpItems: FollowUpItemRow[];
}

/**
 * What extraction produces: memories, stories and follow-up items. Every read takes the archive id,
 * so one archive's rows never reach another's members.
 */
/** What a story tells, as its row's columns: the significance split in two, the narrative as JSON. */
export function toldColumns(s: { theme: string; summary: string; content: string; significance: { level: string; reason: string }; narrative: unknown }) {
  return {
    theme: s.theme,
    summary: s.summary,
    content: s.content,
    significance_level: s.significance.level,
    significance_reason: s.significance.reason,
    narrative: JSON.stringify(s.narrative),
  };
}

export function createArchiveContentRepository(db: Kysely<Database>, signals: Signals, dialect: Dialect) {
  /**
   * Story lists are read on every dashboard visit and change only when a story is added, so the
   * answer (as JSON bytes) is kept per archive and query. A new story clears the archive's entries
   * on every instance; the short TTL bounds staleness from writers that send no signal (the seed).
   */
  const storyLists = new SharedCache<JsonBody>('stories', signals, 1_000, 2_000);

  /**
   * Reads that see one state of the database: REPEATABLE READ on PostgreSQL (its snapshot is taken
   * at the first read); on SQLite a transaction has the one connection to itself.
   */
  const snapshot = <T>(read: (tx: Transaction<Database>) => Promise<T>): Promise<T> =>
    (dialect === 'postgres' ? db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only') : db.transaction()).execute(read);

  async function listStories(archiveId: string, query: StoriesQuery, reader: StoryReader): Promise<Story[]> {
    const order = query.sortOrder === 'ASC' ? 'asc' : 'desc';
    let q = db.selectFrom('stories').selectAll().where('archive_id', '=', archiveId).where('status', '!=', 'discarded');
    if (!reader.seesPrivate) q = q.where((eb) => eb.not(hiddenFrom(eb, reader)));
    if (query.conversationId) q = q.where('conversation_id', '=', query.conversationId);
    const rows = await q
      .orderBy(query.sortBy, order)
      .orderBy('id', order)
      .limit(query.limit)
      .offset(query.offset)
      .execute();
    return withExtras(rows);
  }

  /**
   * The stories with their recordings and perspectives, in two reads for the whole list. A story's
   * recordings are those of its source messages: the storyteller's messages of its conversation
   * after the previous story's source message, up to its own.
   */
  async function withExtras(rows: StoryRow[]): Promise<Story[]> {
    if (rows.length === 0) return [];
    const conversationIds = [...new Set(rows.map((r) => r.conversation_id).filter((id): id is string => id !== null))];
    const storyIds = rows.map((r) => r.id);
    const [sources, recorded, perspectives] = await Promise.all([
      conversationIds.length
        ? db.selectFrom('stories').select(['conversation_id', 'source_message_id']).where('conversation_id', 'in', conversationIds).where('source_message_id', 'is not', null).execute()
        : [],
      conversationIds.length
        ? db
            .selectFrom('recordings')
            .innerJoin('messages', 'messages.id', 'recordings.message_id')
            .select(['messages.id as message_id', 'messages.conversation_id'])
            .where('messages.conversation_id', 'in', conversationIds)
            .where('messages.role', '=', 'user')
            .orderBy('messages.id')
            .execute()
        : [],
      perspectivesWithAuthors(db).where('perspectives.story_id', 'in', storyIds).execute(),
    ]);
    return rows.map((row) => {
      const own = row.source_message_id;
      let recordings: string[] = [];
      if (own !== null && row.conversation_id !== null) {
        const previous = Math.max(0, ...sources.filter((s) => s.conversation_id === row.conversation_id && s.source_message_id! < own).map((s) => s.source_message_id!));
        recordings = recorded.filter((r) => r.conversation_id === row.conversation_id && r.message_id > previous && r.message_id <= own).map((r) => String(r.message_id));
      }
      return toStory(row, {
        recordings,
        perspectives: perspectives.filter((p) => p.story_id === row.id).map(toPerspective),
      });
    });
  }

  return {
    listStories,
    withExtras,

    /** Drops the archive's cached story lists on every instance (after its stories were deleted). */
    forgetStoryLists(archiveId: string): void {
      storyLists.invalidate(`${archiveId}|`);
    },

    /** GET /api/stories' answer, `{"stories":[…]}`, encoded once and kept (see storyLists). */
    async listStoriesJson(archiveId: string, query: StoriesQuery, reader: StoryReader): Promise<JsonBody> {
      // Those who see every story share an entry; anyone else has their own (their private stories).
      const key = `${archiveId}|${reader.seesPrivate ? '*' : reader.uid}|${query.conversationId ?? ''}|${query.limit}|${query.offset}|${query.sortBy}|${query.sortOrder}`;
      const cached = storyLists.get(key);
      if (cached !== undefined) return cached;
      const json = new JsonBody({ stories: await listStories(archiveId, query, reader) });
      storyLists.set(key, json);
      return json;
    },

    async listMemories(archiveId: string, conversationId?: string): Promise<StoredMemory[]> {
      let q = db.selectFrom('memories').selectAll().where('archive_id', '=', archiveId);
      if (conversationId) q = q.where('conversation_id', '=', conversationId);
      const rows = await q.where('status', '!=', 'discarded').orderBy('id').execute();
      return rows.map(toStoredMemory);
    },

    /** The archive's totals, kept by triggers on every insert (migration 0004): no rows counted here. */
    async stats(archiveId: string, reader: StoryReader): Promise<{ total_stories: number; total_memories: number }> {
      const row = await db.selectFrom('archive_totals').select(['stories', 'memories']).where('archive_id', '=', archiveId).executeTakeFirst();
      let stories = Number(row?.stories ?? 0);
      // Others' private stories are not counted for a reader who may not see them.
      if (!reader.seesPrivate) {
        const hidden = await db
          .selectFrom('stories')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('archive_id', '=', archiveId)
          .where('status', '!=', 'discarded')
          .where((eb) => hiddenFrom(eb, reader))
          .executeTakeFirstOrThrow();
        stories -= Number(hidden.n);
      }
      return { total_stories: stories, total_memories: Number(row?.memories ?? 0) };
    },

    /** Newest first; `limit` reads only that many (the interviewer's context needs the newest few). */
    async listFollowUpItems(archiveId: string, opts: { conversationId?: string; includeFollowedUp: boolean; limit?: number }): Promise<FollowUpItem[]> {
      let q = db.selectFrom('loose_facts').selectAll().where('archive_id', '=', archiveId);
      if (opts.conversationId) q = q.where('conversation_id', '=', opts.conversationId);
      if (!opts.includeFollowedUp) q = q.where('followed_up_at', 'is', null);
      q = q.orderBy('created_at', 'desc').orderBy('id', 'desc');
      if (opts.limit !== undefined) q = q.limit(opts.limit);
      const rows = await q.execute();
      return rows.map(toFollowUpItem);
    },

    /** Marks the item followed up (idempotent); undefined when it is not in this archive. */
    async markFollowedUp(archiveId: string, id: number): Promise<FollowUpItem | undefined> {
      await db
        .updateTable('loose_facts')
        .set({ followed_up_at: now() })
        .where('id', '=', id)
        .where('archive_id', '=', archiveId)
        .where('followed_up_at', 'is', null)
        .execute();
      const row = await db.selectFrom('loose_facts').selectAll().where('id', '=', id).where('archive_id', '=', archiveId).executeTakeFirst();
      return row && toFollowUpItem(row);
    },

    /**
     * Stores one extraction (memory, story, follow-up items) in one transaction. Writes to one
     * conversation are serialised, across instances too (its row is locked on PostgreSQL; SQLite has
     * one writer), so its ids grow in commit order and a reader's cursor never skips a row.
     */
    async addExtraction(
      target: { conversationId: string; archiveId: string; sourceMessageId: number },
      extraction: Extraction,
      /** Runs in the same transaction, last (e.g. marking the extraction job done); a throw rolls all back. */
      within?: (tx: Transaction<Database>) => Promise<void>,
    ): Promise<ContentRows> {
      const { conversationId, archiveId, sourceMessageId } = target;
      const rows = await db.transaction().execute(async (tx): Promise<ContentRows> => {
        if (dialect === 'postgres') await tx.selectFrom('conversations').select('id').where('id', '=', conversationId).forUpdate().execute();
        // Taken under the lock and never before the conversation's last extraction (another
        // instance's clock may be behind): events are ordered by it, so it must follow commit order.
        const last = await tx.selectFrom('memories').select('created_at').where('conversation_id', '=', conversationId).orderBy('id', 'desc').limit(1).executeTakeFirst();
        const stamp = now();
        const at = last && last.created_at > stamp ? last.created_at : stamp;
        const memory = await tx
          .insertInto('memories')
          .values({ conversation_id: conversationId, archive_id: archiveId, source_message_id: sourceMessageId, payload: JSON.stringify(extraction.memory), created_at: at })
          .returningAll()
          .executeTakeFirstOrThrow();
        const stories: StoryRow[] = [];
        if (extraction.story) {
          const s = extraction.story;
          stories.push(
            await tx
              .insertInto('stories')
              .values({
                archive_id: archiveId,
                conversation_id: conversationId,
                title: s.title.slice(0, 300),
                ...toldColumns(s),
                people: JSON.stringify(s.narrative.people),
                extraction_source: 'story',
                created_at: at,
                source_message_id: sourceMessageId,
              })
              .returningAll()
              .executeTakeFirstOrThrow(),
          );
        }
        const followUpItems: FollowUpItemRow[] = [];
        for (const item of extraction.followUpItems) {
          followUpItems.push(
            await tx
              .insertInto('loose_facts')
              .values({ archive_id: archiveId, conversation_id: conversationId, type: item.type || 'other', value: item.value, suggested_prompt: item.suggestedPrompt, followed_up_at: null, created_at: at })
              .returningAll()
              .executeTakeFirstOrThrow(),
          );
        }
        await within?.(tx);
        return { memories: [memory], stories, followUpItems };
      });
      if (rows.stories.length) storyLists.invalidate(`${archiveId}|`);
      return rows;
    },

    /**
     * The conversation's rows above each mark of the cursor (GET /events replays and wake-ups), read
     * in one snapshot: an extraction committing meanwhile is seen whole or not at all. (Three reads
     * on three pooled connections could see its follow-up items without its memory or story; the
     * events then went out of order, with cursors a resume repeated from: soak:resume.)
     */
    async rowsSince(conversationId: string, from: { m: number; s: number; f: number }): Promise<ContentRows> {
      return snapshot(async (tx) => {
        // A discarded item is not replayed (a member took it out of the record).
        const kept = (table: 'memories' | 'stories', after: number) =>
          tx.selectFrom(table).selectAll().where('conversation_id', '=', conversationId).where('id', '>', after).where('status', '!=', 'discarded').orderBy('id').execute();
        const memories = (await kept('memories', from.m)) as MemoryRow[];
        const stories = (await kept('stories', from.s)) as StoryRow[];
        const followUpItems = await tx.selectFrom('loose_facts').selectAll().where('conversation_id', '=', conversationId).where('id', '>', from.f).orderBy('id').execute();
        return { memories, stories, followUpItems };
      });
    },

    /** The highest id of each table for the conversation: the cursor after all it has (one snapshot, as rowsSince). */
    async highWater(conversationId: string): Promise<{ m: number; s: number; f: number }> {
      return snapshot(async (tx) => {
        const max = async (table: 'memories' | 'stories' | 'loose_facts') => {
          const row = await tx
            .selectFrom(table)
            .select((eb) => eb.fn.max<number | null>('id').as('n'))
            .where('conversation_id', '=', conversationId)
            .executeTakeFirst();
          return Number(row?.n ?? 0);
        };
        return { m: await max('memories'), s: await max('stories'), f: await max('loose_facts') };
      });
    },

    async addMemory(memory: Omit<NewMemory, 'payload' | 'created_at'> & { payload: MemoryPayload }): Promise<number> {
      const row = await db
        .insertInto('memories')
        .values({ ...memory, payload: JSON.stringify(memory.payload), created_at: now() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async addStory(
      story: Omit<NewStory, 'narrative' | 'people' | 'created_at' | 'extraction_source'> & {
        narrative: Story['narrative'];
        people: string[];
        extraction_source?: string;
        created_at?: string;
      },
    ): Promise<Story> {
      const row = await db
        .insertInto('stories')
        .values({
          ...story,
          extraction_source: story.extraction_source ?? 'story',
          narrative: JSON.stringify(story.narrative),
          people: JSON.stringify(story.people),
          created_at: story.created_at ?? now(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      storyLists.invalidate(`${story.archive_id}|`);
      return (await withExtras([row]))[0]!;
    },

    async addFollowUpItem(item: Omit<NewFollowUpItem, 'created_at'> & { created_at?: string }): Promise<FollowUpItem> {
      const row = await db
        .insertInto('loose_facts')
        .values({ ...item, created_at: item.created_at ?? now() })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toFollowUpItem(row);
    },
  };
}
export type ArchiveContentRepository = ReturnType<typeof createArchiveContentRepository>;
