import type { Kysely } from 'kysely';
import type { MemoryPayload } from '@kinstory/contract';
import type { Database, StoryRow } from '../schema.ts';
import { perspectivesWithAuthors } from './perspectives.ts';
import { hiddenFrom, type StoryReader } from './storyVisibility.ts';

/**
 * What the keepsakes (issue #16: the family tree, the book, the export) are made from: the whole
 * archive as one reader may see it. Discarded items are left out; private stories only for those
 * who may see them (storyVisibility).
 */
export function createKeepsakeRepository(db: Kysely<Database>) {
  return {
    async archiveFor(archiveId: string, reader: StoryReader) {
      const [archive, members, conversations, memories, stories] = await Promise.all([
        db.selectFrom('archives').select(['id', 'subject_name', 'subject_age', 'created_at']).where('id', '=', archiveId).executeTakeFirst(),
        db
          .selectFrom('members')
          .innerJoin('users', 'users.uid', 'members.uid')
          .select(['members.uid', 'members.role', 'users.user_name'])
          .where('members.archive_id', '=', archiveId)
          .execute(),
        db.selectFrom('conversations').select(['id', 'owner_uid', 'created_at']).where('archive_id', '=', archiveId).orderBy('created_at').orderBy('id').execute(),
        db
          .selectFrom('memories')
          .select(['id', 'conversation_id', 'payload'])
          .where('archive_id', '=', archiveId)
          .where('status', '!=', 'discarded')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('stories')
          .selectAll()
          .where('archive_id', '=', archiveId)
          .where('status', '!=', 'discarded')
          .where((eb) => (reader.seesPrivate ? eb.lit(true) : eb.not(hiddenFrom(eb, reader))))
          .orderBy('id')
          .execute(),
      ]);
      return {
        archive,
        members,
        conversations,
        memories: memories.map((m) => ({ id: m.id, conversation_id: m.conversation_id, payload: JSON.parse(m.payload) as MemoryPayload })),
        stories: stories as StoryRow[],
      };
    },

    /**
     * What the book prints besides the stories' rows: the storyteller messages of their
     * conversations, every story's source message there (where each story's words begin and end:
     * book/words.ts sourceMessagesOf), and the family's perspectives with their authors' names.
     * The caller passes stories the reader may see; their perspectives go with them.
     */
    async bookSources(stories: Pick<StoryRow, 'id' | 'conversation_id'>[]) {
      const conversationIds = [...new Set(stories.map((s) => s.conversation_id).filter((id): id is string => id !== null))];
      const storyIds = stories.map((s) => s.id);
      const [messages, boundaries, perspectives] = await Promise.all([
        inChunks(conversationIds, (ids) =>
          db.selectFrom('messages').select(['id', 'conversation_id', 'content']).where('conversation_id', 'in', ids).where('role', '=', 'user').orderBy('id').execute(),
        ),
        inChunks(conversationIds, (ids) =>
          db.selectFrom('stories').select(['conversation_id', 'source_message_id']).where('conversation_id', 'in', ids).where('source_message_id', 'is not', null).execute(),
        ),
        inChunks(storyIds, (ids) => perspectivesWithAuthors(db).where('perspectives.story_id', 'in', ids).execute()),
      ]);
      return { messages, boundaries, perspectives };
    },
  };
}

/** A query over many ids, a thousand at a time (SQLite allows 32,766 bound values; PostgreSQL 65,535). */
async function inChunks<I, R>(ids: I[], read: (chunk: I[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < ids.length; i += 1_000) out.push(...(await read(ids.slice(i, i + 1_000))));
  return out;
}

export type KeepsakeRepository = ReturnType<typeof createKeepsakeRepository>;
