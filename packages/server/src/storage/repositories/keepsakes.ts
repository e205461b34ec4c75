import type { Kysely } from 'kysely';
import type { MemoryPayload } from '@kinstory/contract';
import type { Database, StoryRow } from '../schema.ts';
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
        db.selectFrom('archives').select(['id', 'subject_name', 'created_at']).where('id', '=', archiveId).executeTakeFirst(),
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
  };
}
export type KeepsakeRepository = ReturnType<typeof createKeepsakeRepository>;
