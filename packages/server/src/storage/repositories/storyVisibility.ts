import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * Who reads the archive's stories: a private story is shown to admins and storytellers, and to
 * whoever told it (the owner of its conversation), and to no one else, on every route.
 */
export interface StoryReader {
  uid: string;
  seesPrivate: boolean;
}

/**
 * The stories a reader may not see: private ones of a conversation that is not theirs (or of none).
 * One condition for every query that reads, counts or finds stories.
 */
export function hiddenFrom(eb: ExpressionBuilder<Database, 'stories'>, reader: StoryReader) {
  const own = eb.selectFrom('conversations').select('conversations.id').where('owner_uid', '=', reader.uid);
  return eb.and([eb('stories.private', '=', 1), eb.or([eb('stories.conversation_id', 'is', null), eb('stories.conversation_id', 'not in', own)])]);
}
