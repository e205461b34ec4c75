import type { Kysely } from 'kysely';
import type { LooseFact, MemoryPayload, StoriesQuery, Story, StoredMemory } from '@kinstory/contract';
import { now } from '../database.ts';
import type { Database, LooseFactRow, NewLooseFact, NewMemory, NewStory, StoryRow } from '../schema.ts';
import { JsonBody } from '../../http.ts';
import { TtlCache } from '../ttlCache.ts';

function toStory(row: StoryRow): Story {
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
  };
}

export function toLooseFact(row: LooseFactRow): LooseFact {
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

/**
 * What extraction produces: memories, stories and follow-up items. Every read takes the archive id,
 * so one archive's rows never reach another's members.
 */
export function createArchiveContentRepository(db: Kysely<Database>) {
  /**
   * Story lists are read on every dashboard visit and change only when a story is added, so the
   * answer (as JSON bytes) is kept per archive and query. addStory clears the archive's entries; the
   * short TTL bounds staleness from writers in another process (the seed script, a second server).
   */
  const storyLists = new TtlCache<JsonBody>(1_000, 2_000);

  async function listStories(archiveId: string, query: StoriesQuery): Promise<Story[]> {
    const order = query.sortOrder === 'ASC' ? 'asc' : 'desc';
    let q = db.selectFrom('stories').selectAll().where('archive_id', '=', archiveId);
    if (query.conversationId) q = q.where('conversation_id', '=', query.conversationId);
    const rows = await q
      .orderBy(query.sortBy, order)
      .orderBy('id', order)
      .limit(query.limit)
      .offset(query.offset)
      .execute();
    return rows.map(toStory);
  }

  return {
    listStories,

    /** GET /api/stories' answer, `{"stories":[…]}`, encoded once and kept (see storyLists). */
    async listStoriesJson(archiveId: string, query: StoriesQuery): Promise<JsonBody> {
      const key = `${archiveId}|${query.conversationId ?? ''}|${query.limit}|${query.offset}|${query.sortBy}|${query.sortOrder}`;
      const cached = storyLists.get(key);
      if (cached !== undefined) return cached;
      const json = new JsonBody({ stories: await listStories(archiveId, query) });
      storyLists.set(key, json);
      return json;
    },

    async listMemories(archiveId: string, conversationId?: string): Promise<StoredMemory[]> {
      let q = db.selectFrom('memories').selectAll().where('archive_id', '=', archiveId);
      if (conversationId) q = q.where('conversation_id', '=', conversationId);
      const rows = await q.orderBy('id').execute();
      return rows.map((r) => ({
        id: String(r.id),
        conversation_id: r.conversation_id,
        payload: JSON.parse(r.payload) as MemoryPayload,
        created_at: r.created_at,
      }));
    },

    async stats(archiveId: string): Promise<{ total_stories: number; total_memories: number }> {
      const [stories, memories] = await Promise.all([
        db.selectFrom('stories').select((eb) => eb.fn.countAll<number>().as('n')).where('archive_id', '=', archiveId).executeTakeFirstOrThrow(),
        db.selectFrom('memories').select((eb) => eb.fn.countAll<number>().as('n')).where('archive_id', '=', archiveId).executeTakeFirstOrThrow(),
      ]);
      return { total_stories: Number(stories.n), total_memories: Number(memories.n) };
    },

    /** Newest first; `limit` reads only that many (the interviewer's context needs the newest few). */
    async listLooseFacts(archiveId: string, opts: { conversationId?: string; includeFollowedUp: boolean; limit?: number }): Promise<LooseFact[]> {
      let q = db.selectFrom('loose_facts').selectAll().where('archive_id', '=', archiveId);
      if (opts.conversationId) q = q.where('conversation_id', '=', opts.conversationId);
      if (!opts.includeFollowedUp) q = q.where('followed_up_at', 'is', null);
      q = q.orderBy('created_at', 'desc').orderBy('id', 'desc');
      if (opts.limit !== undefined) q = q.limit(opts.limit);
      const rows = await q.execute();
      return rows.map(toLooseFact);
    },

    /** Marks the item followed up (idempotent); undefined when it is not in this archive. */
    async markFollowedUp(archiveId: string, id: number): Promise<LooseFact | undefined> {
      await db
        .updateTable('loose_facts')
        .set({ followed_up_at: now() })
        .where('id', '=', id)
        .where('archive_id', '=', archiveId)
        .where('followed_up_at', 'is', null)
        .execute();
      const row = await db.selectFrom('loose_facts').selectAll().where('id', '=', id).where('archive_id', '=', archiveId).executeTakeFirst();
      return row && toLooseFact(row);
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
      storyLists.deletePrefix(`${story.archive_id}|`);
      return toStory(row);
    },

    async addLooseFact(fact: Omit<NewLooseFact, 'created_at'> & { created_at?: string }): Promise<LooseFact> {
      const row = await db
        .insertInto('loose_facts')
        .values({ ...fact, created_at: fact.created_at ?? now() })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toLooseFact(row);
    },
  };
}
export type ArchiveContentRepository = ReturnType<typeof createArchiveContentRepository>;
