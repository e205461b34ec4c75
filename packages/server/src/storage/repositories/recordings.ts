import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { now } from '../database.ts';
import type { Database, RecordingRow } from '../schema.ts';

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
