import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { now } from '../database.ts';
import type { Database, RecordingRow } from '../schema.ts';
import { hiddenFrom, type StoryReader } from './storyVisibility.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** What a recording may be kept with: one message, or one perspective. */
export type RecordingTarget = { messageId: number } | { perspectiveId: number };

/** A recording without its bytes (lists, permission checks). */
export type RecordingInfo = Omit<RecordingRow, 'audio'>;

const infoColumns = ['id', 'archive_id', 'uid', 'message_id', 'perspective_id', 'content_type', 'size', 'created_at'] as const;

/**
 * Kept recordings (issue #17, migration 0013). A recording is stored when it is uploaded, belonging
 * to the member who recorded it; the call that stores its message or perspective then attaches it,
 * once. The audio is a blob column, so backups and every instance have it.
 */
export function createRecordingRepository(db: Kysely<Database>) {
  return {
    /** Stores an upload; answers its id. */
    async store(recording: { archiveId: string; uid: string; contentType: string; audio: Buffer }, tx: Db = db): Promise<string> {
      const id = randomUUID();
      await tx
        .insertInto('recordings')
        .values({
          id,
          archive_id: recording.archiveId,
          uid: recording.uid,
          message_id: null,
          perspective_id: null,
          content_type: recording.contentType,
          size: recording.audio.length,
          audio: recording.audio,
          created_at: now(),
        })
        .execute();
      return id;
    },

    /**
     * Keeps the recording with its message or perspective. Only the member who uploaded it, in
     * their archive, and only a recording not kept with anything yet: false otherwise.
     */
    async attach(recordingId: string, owner: { uid: string; archiveId: string }, target: RecordingTarget, tx: Db = db): Promise<boolean> {
      const result = await tx
        .updateTable('recordings')
        .set('messageId' in target ? { message_id: target.messageId } : { perspective_id: target.perspectiveId })
        .where('id', '=', recordingId)
        .where('uid', '=', owner.uid)
        .where('archive_id', '=', owner.archiveId)
        .where('message_id', 'is', null)
        .where('perspective_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The recording kept with a message or perspective, without its bytes. */
    async findInfo(target: RecordingTarget, tx: Db = db): Promise<RecordingInfo | undefined> {
      const q = tx.selectFrom('recordings').select([...infoColumns]);
      return 'messageId' in target ? q.where('message_id', '=', target.messageId).executeTakeFirst() : q.where('perspective_id', '=', target.perspectiveId).executeTakeFirst();
    },

    /** Drops the uploader's recordings that were never kept with anything and are older than `before` (ISO time). */
    async forgetUnkept(uid: string, before: string, tx: Db = db): Promise<number> {
      const result = await tx
        .deleteFrom('recordings')
        .where('uid', '=', uid)
        .where('message_id', 'is', null)
        .where('perspective_id', 'is', null)
        .where('created_at', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** A recording by its own id, without its bytes. */
    async find(recordingId: string, tx: Db = db): Promise<RecordingInfo | undefined> {
      return tx.selectFrom('recordings').select([...infoColumns]).where('id', '=', recordingId).executeTakeFirst();
    },

    /** The recordings kept with these messages, without their bytes, in the order of `messageIds`. */
    async ofMessages(messageIds: number[], tx: Db = db): Promise<RecordingInfo[]> {
      if (messageIds.length === 0) return [];
      const rows = await tx.selectFrom('recordings').select([...infoColumns]).where('message_id', 'in', messageIds).execute();
      const byMessage = new Map(rows.map((r) => [r.message_id!, r]));
      return messageIds.flatMap((id) => byMessage.get(id) ?? []);
    },

    /**
     * The archive's voice memories not transcribed yet (storyteller messages awaiting their words,
     * with a recording), oldest first, with their conversation's title and the teller's name.
     */
    async awaitingTranscript(archiveId: string, tx: Db = db) {
      return tx
        .selectFrom('messages')
        .innerJoin('recordings', 'recordings.message_id', 'messages.id')
        .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
        .leftJoin('users', 'users.uid', 'conversations.owner_uid')
        .select(['messages.id', 'messages.conversation_id', 'messages.created_at', 'conversations.title', 'users.user_name'])
        .where('conversations.archive_id', '=', archiveId)
        .where('messages.role', '=', 'user')
        .where('messages.awaiting_transcript', '=', 1)
        .orderBy('messages.id')
        .execute();
    },

    /**
     * Whether `reader` may see a story of this archive whose recordings include the message (not
     * discarded, not another's private one). A story's recordings are its source messages (the
     * storyteller's messages after the previous story's source, up to its own: archiveContent's
     * withExtras), so the message belongs to the stories with the first source at or after it.
     */
    async inVisibleStory(message: { id: number; conversation_id: string }, archiveId: string, reader: StoryReader, tx: Db = db): Promise<boolean> {
      const first = tx
        .selectFrom('stories')
        .select((eb) => eb.fn.min('source_message_id').as('first'))
        .where('conversation_id', '=', message.conversation_id)
        .where('source_message_id', '>=', message.id);
      let q = tx
        .selectFrom('stories')
        .select('stories.id')
        .where('archive_id', '=', archiveId)
        .where('conversation_id', '=', message.conversation_id)
        .where('source_message_id', '=', first)
        .where('status', '!=', 'discarded');
      if (!reader.seesPrivate) q = q.where((eb) => eb.not(hiddenFrom(eb, reader)));
      return (await q.limit(1).executeTakeFirst()) !== undefined;
    },

    /** A perspective's archive and story (who may hear its recording: whoever may see the story). */
    async perspectiveOf(perspectiveId: number, tx: Db = db): Promise<{ archive_id: string; story_id: number } | undefined> {
      return tx.selectFrom('perspectives').select(['archive_id', 'story_id']).where('id', '=', perspectiveId).executeTakeFirst();
    },

    /** The audio of a recording. */
    async audio(recordingId: string, tx: Db = db): Promise<Buffer | undefined> {
      const row = await tx.selectFrom('recordings').select('audio').where('id', '=', recordingId).executeTakeFirst();
      return row && Buffer.from(row.audio);
    },

    /** Which of these messages have a recording kept with them. */
    async messagesWithAudio(messageIds: number[], tx: Db = db): Promise<Set<number>> {
      if (messageIds.length === 0) return new Set();
      const rows = await tx.selectFrom('recordings').select('message_id').where('message_id', 'in', messageIds).execute();
      return new Set(rows.map((r) => r.message_id!));
    },
  };
}
export type RecordingRepository = ReturnType<typeof createRecordingRepository>;
