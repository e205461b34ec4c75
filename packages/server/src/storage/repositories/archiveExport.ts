import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database, EncouragementRow, FollowUpItemRow, MemoryRow, RevisionRow, StoryRow } from '../schema.ts';
import { hiddenFrom, type StoryReader } from './storyVisibility.ts';

/**
 * Who an export is for (GET /api/archive/export): an admin gets the whole archive, discarded items
 * included (it is the copy an import restores); anyone else what they may see: their own
 * conversations, the stories, memories and follow-up items the archive shows them.
 */
export interface ExportReader extends StoryReader {
  everything: boolean;
  /** Every encouragement the archive received, not only those they sent. */
  readsEncouragements: boolean;
}

/**
 * The highest id of each table when the export began: rows added while it streams are left out, so
 * every link in archive.json points at something it holds.
 */
export interface ExportMarks {
  messages: number;
  memories: number;
  stories: number;
  followUpItems: number;
  revisions: number;
  perspectives: number;
  encouragements: number;
}

/** A recording without its bytes, with what it is kept with. */
export interface ExportRecording {
  id: string;
  message_id: number | null;
  perspective_id: number | null;
  content_type: string;
  size: number;
  created_at: string;
}

/** How much of a recording's audio one read takes. */
const AUDIO_SLICE = 64 * 1024;

/** A perspective on an exported story, with its author's name and its recording's type (or null). */
export interface ExportPerspective {
  id: number;
  story_id: number;
  uid: string;
  text: string;
  created_at: string;
  user_name: string | null;
  recording_type: string | null;
}

const PAGE = 200;

/**
 * Paged reads for the complete export (issue #16 part 3): nothing here reads more than a page of
 * rows or one recording's audio at a time, so an export runs in constant memory whatever the
 * archive's size.
 */
export function createArchiveExportRepository(db: Kysely<Database>) {
  const maxId = async (table: 'messages' | 'memories' | 'stories' | 'loose_facts' | 'revisions' | 'perspectives' | 'encouragements') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.max<number | null>('id').as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };

  /** The rows of a table in id order, a page at a time. */
  async function* paged<T extends { id: number }>(page: (afterId: number) => Promise<T[]>): AsyncGenerator<T[]> {
    let after = 0;
    for (;;) {
      const rows = await page(after);
      if (rows.length === 0) return;
      yield rows;
      after = rows[rows.length - 1]!.id;
      if (rows.length < PAGE) return;
    }
  }

  const visibleStories = (archiveId: string, reader: ExportReader, marks: ExportMarks) => {
    let q = db.selectFrom('stories').where('stories.archive_id', '=', archiveId).where('stories.id', '<=', marks.stories);
    if (!reader.everything) q = q.where('stories.status', '!=', 'discarded');
    if (!reader.seesPrivate) q = q.where((eb) => eb.not(hiddenFrom(eb, reader)));
    return q;
  };

  const exportedConversations = (archiveId: string, reader: ExportReader) => {
    const q = db.selectFrom('conversations').where('conversations.archive_id', '=', archiveId);
    return reader.everything ? q : q.where('conversations.owner_uid', '=', reader.uid);
  };

  const revisionsOf = async (kind: 'story' | 'memory', ids: number[], marks: ExportMarks): Promise<RevisionRow[]> =>
    ids.length === 0
      ? []
      : db.selectFrom('revisions').selectAll().where('item_kind', '=', kind).where('item_id', 'in', ids).where('id', '<=', marks.revisions).orderBy('id').execute();

  return {
    async marks(): Promise<ExportMarks> {
      const [messages, memories, stories, followUpItems, revisions, perspectives, encouragements] = await Promise.all([
        maxId('messages'),
        maxId('memories'),
        maxId('stories'),
        maxId('loose_facts'),
        maxId('revisions'),
        maxId('perspectives'),
        maxId('encouragements'),
      ]);
      return { messages, memories, stories, followUpItems, revisions, perspectives, encouragements };
    },

    async archive(archiveId: string) {
      return db.selectFrom('archives').selectAll().where('id', '=', archiveId).executeTakeFirst();
    },

    /**
     * The members (names and roles, in the order they joined), then anyone else whose uid the
     * archive's rows carry (a removed member, an account since deleted) as a 'former' member.
     */
    async members(archiveId: string): Promise<{ uid: string; name: string | null; role: string }[]> {
      const current = await db
        .selectFrom('members')
        .leftJoin('users', 'users.uid', 'members.uid')
        .select(['members.uid', 'members.role', 'users.user_name'])
        .where('members.archive_id', '=', archiveId)
        .orderBy('members.joined_at')
        .orderBy('members.uid')
        .execute();
      const authors = await db
        .selectFrom('conversations')
        .select('owner_uid as uid')
        .where('archive_id', '=', archiveId)
        .union(db.selectFrom('revisions').select('uid').where('archive_id', '=', archiveId))
        .union(db.selectFrom('perspectives').select('uid').where('archive_id', '=', archiveId))
        .union(db.selectFrom('encouragements').select('uid').where('archive_id', '=', archiveId))
        .execute();
      const known = new Set(current.map((m) => m.uid));
      const former = authors.map((a) => a.uid).filter((uid) => !known.has(uid)).sort();
      const names = former.length ? await db.selectFrom('users').select(['uid', 'user_name']).where('uid', 'in', former).execute() : [];
      return [
        ...current.map((m) => ({ uid: m.uid, name: m.user_name, role: m.role as string })),
        ...former.map((uid) => ({ uid, name: names.find((n) => n.uid === uid)?.user_name ?? null, role: 'former' })),
      ];
    },

    /** The conversations the export holds, oldest first (at most maxConversationsPerArchive rows). */
    async conversations(archiveId: string, reader: ExportReader) {
      return exportedConversations(archiveId, reader)
        .leftJoin('users', 'users.uid', 'conversations.owner_uid')
        .selectAll('conversations')
        .select('users.user_name as owner_name')
        .orderBy('conversations.created_at')
        .orderBy('conversations.id')
        .execute();
    },

    /** One conversation's messages in order, each with its recording's id and type (a reply that said nothing yet is none). */
    async messages(conversationId: string, marks: ExportMarks) {
      return db
        .selectFrom('messages')
        .leftJoin('recordings', 'recordings.message_id', 'messages.id')
        .select([
          'messages.id',
          'messages.role',
          'messages.content',
          'messages.created_at',
          'messages.complete',
          'messages.awaiting_transcript',
          'recordings.content_type as recording_type',
        ])
        .where('messages.conversation_id', '=', conversationId)
        .where('messages.id', '<=', marks.messages)
        .where((eb) => eb.or([eb('messages.content', '!=', ''), eb('messages.role', '=', 'user')]))
        .orderBy('messages.id')
        .execute();
    },

    /** The memories, a page at a time, each page with its revisions. */
    async *memories(archiveId: string, reader: ExportReader, marks: ExportMarks): AsyncGenerator<{ rows: MemoryRow[]; revisions: RevisionRow[] }> {
      for await (const rows of paged((after) => {
        let q = db.selectFrom('memories').selectAll().where('archive_id', '=', archiveId).where('id', '>', after).where('id', '<=', marks.memories);
        if (!reader.everything) q = q.where('status', '!=', 'discarded');
        return q.orderBy('id').limit(PAGE).execute();
      })) {
        yield { rows, revisions: await revisionsOf('memory', rows.map((r) => r.id), marks) };
      }
    },

    /** The stories the reader may see, a page at a time, with their revisions and perspectives (authors' names, recordings' types). */
    async *stories(archiveId: string, reader: ExportReader, marks: ExportMarks): AsyncGenerator<{ rows: StoryRow[]; revisions: RevisionRow[]; perspectives: ExportPerspective[] }> {
      for await (const rows of paged((after) => visibleStories(archiveId, reader, marks).selectAll('stories').where('stories.id', '>', after).orderBy('stories.id').limit(PAGE).execute())) {
        const ids = rows.map((r) => r.id);
        const [revisions, perspectives] = await Promise.all([
          revisionsOf('story', ids, marks),
          db
            .selectFrom('perspectives')
            .leftJoin('users', 'users.uid', 'perspectives.uid')
            .leftJoin('recordings', 'recordings.perspective_id', 'perspectives.id')
            .select(['perspectives.id', 'perspectives.story_id', 'perspectives.uid', 'perspectives.text', 'perspectives.created_at', 'users.user_name', 'recordings.content_type as recording_type'])
            .where('perspectives.story_id', 'in', ids)
            .where('perspectives.id', '<=', marks.perspectives)
            .orderBy('perspectives.id')
            .execute(),
        ]);
        yield { rows: rows as StoryRow[], revisions, perspectives };
      }
    },

    /** The archive's follow-up items, a page at a time. */
    followUpItems(archiveId: string, marks: ExportMarks): AsyncGenerator<FollowUpItemRow[]> {
      return paged((after) =>
        db.selectFrom('loose_facts').selectAll().where('archive_id', '=', archiveId).where('id', '>', after).where('id', '<=', marks.followUpItems).orderBy('id').limit(PAGE).execute(),
      );
    },

    /** The encouragement the reader may read, a page at a time. */
    encouragements(archiveId: string, reader: ExportReader, marks: ExportMarks): AsyncGenerator<EncouragementRow[]> {
      return paged((after) => {
        let q = db.selectFrom('encouragements').selectAll().where('archive_id', '=', archiveId).where('id', '>', after).where('id', '<=', marks.encouragements);
        if (!reader.readsEncouragements) q = q.where('uid', '=', reader.uid);
        return q.orderBy('id').limit(PAGE).execute();
      });
    },

    /**
     * The recordings the export holds, without their bytes: those of the exported conversations'
     * messages, then those of the perspectives on the stories the reader may see.
     */
    async recordings(archiveId: string, reader: ExportReader, marks: ExportMarks): Promise<ExportRecording[]> {
      const columns = ['recordings.id', 'recordings.message_id', 'recordings.perspective_id', 'recordings.content_type', 'recordings.size', 'recordings.created_at'] as const;
      const ofMessages = await db
        .selectFrom('recordings')
        .innerJoin('messages', 'messages.id', 'recordings.message_id')
        .select([...columns])
        .where('messages.conversation_id', 'in', exportedConversations(archiveId, reader).select('conversations.id'))
        .where('messages.id', '<=', marks.messages)
        .orderBy('messages.id')
        .execute();
      const stories = visibleStories(archiveId, reader, marks).select('stories.id') as SelectQueryBuilder<Database, 'stories', { id: number }>;
      const ofPerspectives = await db
        .selectFrom('recordings')
        .innerJoin('perspectives', 'perspectives.id', 'recordings.perspective_id')
        .select([...columns])
        .where('perspectives.story_id', 'in', stories)
        .where('perspectives.id', '<=', marks.perspectives)
        .orderBy('perspectives.id')
        .execute();
      return [...ofMessages, ...ofPerspectives];
    },

    /**
     * A recording's audio, a slice at a time (substr works on SQLite blobs and PostgreSQL bytea
     * alike): a 25 MB recording never sits in memory whole. A recording deleted meanwhile ends early.
     */
    async *audio(recording: Pick<ExportRecording, 'id' | 'size'>): AsyncGenerator<Buffer> {
      for (let at = 0; at < recording.size; at += AUDIO_SLICE) {
        const row = await db
          .selectFrom('recordings')
          .select(sql<Uint8Array>`substr(audio, ${at + 1}, ${AUDIO_SLICE})`.as('slice'))
          .where('id', '=', recording.id)
          .executeTakeFirst();
        if (!row || row.slice.length === 0) return;
        yield Buffer.isBuffer(row.slice) ? row.slice : Buffer.from(row.slice);
      }
    },
  };
}
export type ArchiveExportRepository = ReturnType<typeof createArchiveExportRepository>;
