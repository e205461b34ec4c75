import type { Kysely, Transaction } from 'kysely';
import type { Perspective } from '@kinstory/contract';
import { now } from '../database.ts';
import type { Database } from '../schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The perspectives with their author's name and whether a recording is kept with each, oldest first. */
export const perspectivesWithAuthors = (db: Db) =>
  db
    .selectFrom('perspectives')
    .leftJoin('users', 'users.uid', 'perspectives.uid')
    .leftJoin('recordings', 'recordings.perspective_id', 'perspectives.id')
    .select(['perspectives.id', 'perspectives.story_id', 'perspectives.uid', 'perspectives.text', 'perspectives.created_at', 'users.user_name', 'recordings.id as recording_id'])
    .orderBy('perspectives.id');

type PerspectiveRead = Awaited<ReturnType<ReturnType<typeof perspectivesWithAuthors>['execute']>>[number];

export const toPerspective = (p: PerspectiveRead): Perspective => ({
  id: String(p.id),
  story_id: String(p.story_id),
  author: p.user_name,
  author_uid: p.uid,
  text: p.text,
  audio: p.recording_id !== null,
  created_at: p.created_at,
});

/**
 * Family perspectives on stories (issue #17, migration 0013): a member's own words on a story,
 * written or told aloud (a recording attached to it). The story lists read them with the stories
 * (archiveContent's withExtras); deletes are in removals.ts.
 */
export function createPerspectiveRepository(db: Kysely<Database>) {
  return {
    /** Stores a perspective on the story; answers its id. The caller has checked the story. */
    async add(perspective: { archiveId: string; storyId: number; uid: string; text: string }, tx: Db = db): Promise<number> {
      const row = await tx
        .insertInto('perspectives')
        .values({ archive_id: perspective.archiveId, story_id: perspective.storyId, uid: perspective.uid, text: perspective.text, created_at: now() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** One perspective as the API shows it. */
    async find(id: number, tx: Db = db): Promise<Perspective | undefined> {
      const row = await perspectivesWithAuthors(tx).where('perspectives.id', '=', id).executeTakeFirst();
      return row && toPerspective(row);
    },
  };
}
export type PerspectiveRepository = ReturnType<typeof createPerspectiveRepository>;
