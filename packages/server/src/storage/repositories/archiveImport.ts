import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { ArchiveExport, ArchiveImportResponse, ItemStatus } from '@kinstory/contract';
import type { Dialect } from '../migrations.ts';
import type { Database } from '../schema.ts';
import { toldColumns } from './archiveContent.ts';

type Db = Kysely<Database> | Transaction<Database>;
type Revisions = ArchiveExport['stories'][number]['revisions'];

/** What the import needs besides archive.json: who each author is here, and each recording's bytes. */
export interface ImportSources {
  /** The uid an author of the file is here (a member of this archive, or the importing admin). */
  author(memberId: string | null): string;
  /** A recording of the zip (`audio/…`), read when it is stored. */
  audio(name: string, path: string): Promise<{ bytes: Buffer; contentType: string }>;
}

const bool = (b: boolean) => (b ? 1 : 0);

/**
 * The import (issue #16 part 4): archive.json's rows into an archive, with new ids and every link
 * between them kept. The caller runs it in one transaction, so a failure anywhere writes nothing.
 */
export function createArchiveImportRepository(db: Kysely<Database>, dialect: Dialect) {
  const newId = async (inserted: Promise<{ id: number }>) => (await inserted).id;

  return {
    /**
     * Whether the archive has no content yet (no conversations, stories, memories or follow-up
     * items). In `tx` on PostgreSQL the archive's row is locked first, so two imports run one after
     * the other and the second finds the first's rows.
     */
    async isEmpty(archiveId: string, tx: Db = db): Promise<boolean> {
      if (dialect === 'postgres' && tx !== db) await tx.selectFrom('archives').select('id').where('id', '=', archiveId).forUpdate().execute();
      const any = (table: 'conversations' | 'stories' | 'memories' | 'loose_facts') => tx.selectFrom(table).select('archive_id').where('archive_id', '=', archiveId).limit(1).executeTakeFirst();
      const found = await Promise.all([any('conversations'), any('stories'), any('memories'), any('loose_facts')]);
      return found.every((row) => row === undefined);
    },

    /** The uids of the archive's members. */
    async memberUids(archiveId: string, tx: Db = db): Promise<Set<string>> {
      const rows = await tx.selectFrom('members').select('uid').where('archive_id', '=', archiveId).execute();
      return new Set(rows.map((r) => r.uid));
    },

    /** Writes the file's rows into the archive (in `tx`); answers what it brought in. */
    async load(archiveId: string, file: ArchiveExport, from: ImportSources, tx: Transaction<Database>): Promise<ArchiveImportResponse['imported']> {
      const counts = { conversations: 0, messages: 0, memories: 0, stories: 0, followUpItems: 0, recordings: 0 };
      const { archive } = file;
      await tx
        .updateTable('archives')
        .set({
          subject_name: archive.subject_name,
          subject_age: archive.subject_age,
          subject_relation: archive.subject_relation,
          initial_topics: JSON.stringify(archive.initial_topics),
          keep_recordings: bool(archive.keep_recordings),
          created_at: archive.created_at,
        })
        .where('id', '=', archiveId)
        .execute();

      const keepRecording = async (name: string, path: string, target: { message_id: number } | { perspective_id: number }, uid: string, createdAt: string) => {
        const { bytes, contentType } = await from.audio(name, path);
        await tx
          .insertInto('recordings')
          .values({ id: randomUUID(), archive_id: archiveId, uid, message_id: null, perspective_id: null, ...target, content_type: contentType, size: bytes.length, audio: bytes, created_at: createdAt })
          .execute();
        counts.recordings++;
      };

      // New conversation ids in the file's order, so an export of the import lists them alike.
      const conversationIds = new Map<string, string>();
      const fresh = file.conversations.map(() => randomUUID()).sort();
      file.conversations.forEach((c, i) => conversationIds.set(c.id, fresh[i]!));
      const messageIds = new Map<string, number>();
      for (const [ci, c] of file.conversations.entries()) {
        const id = conversationIds.get(c.id)!;
        const owner = from.author(c.owner);
        await tx
          .insertInto('conversations')
          .values({ id, archive_id: archiveId, owner_uid: owner, title: c.title, description: c.description, created_at: c.created_at, updated_at: c.updated_at })
          .execute();
        counts.conversations++;
        let lastUserMessage: number | null = null;
        for (const [mi, m] of c.messages.entries()) {
          const messageId = await newId(
            tx.insertInto('messages').values({
              conversation_id: id,
              client_message_id: `imported-${m.id}`,
              role: m.role,
              content: m.content,
              complete: bool(m.complete),
              created_at: m.created_at,
              reply_to: m.role === 'assistant' ? lastUserMessage : null,
              streaming_until: null,
              awaiting_transcript: bool(m.awaiting_transcript),
            }).returning('id').executeTakeFirstOrThrow(),
          );
          if (m.role === 'user') lastUserMessage = messageId;
          messageIds.set(m.id, messageId);
          counts.messages++;
          if (m.audio) await keepRecording(m.audio, `conversations.${ci}.messages.${mi}.audio`, { message_id: messageId }, owner, m.created_at);
        }
      }
      const conversation = (id: string | null) => (id === null ? null : conversationIds.get(id)!);
      const message = (id: string | null) => (id === null ? null : messageIds.get(id)!);

      const addRevisions = async (kind: 'story' | 'memory', itemId: number, revisions: Revisions) => {
        const ids = new Map<string, number>();
        for (const r of revisions) {
          ids.set(
            r.id,
            await newId(
              tx.insertInto('revisions').values({
                archive_id: archiveId,
                item_kind: kind,
                item_id: itemId,
                uid: from.author(r.by),
                before: JSON.stringify(r.before),
                after: JSON.stringify(r.after),
                undoes: r.undoes === null ? null : (ids.get(r.undoes) ?? null),
                created_at: r.created_at,
              }).returning('id').executeTakeFirstOrThrow(),
            ),
          );
        }
        // An undo always follows what it undid; a file where it does not is put right here.
        for (const r of revisions) {
          if (r.undoes !== null && !revisions.slice(0, revisions.indexOf(r)).some((earlier) => earlier.id === r.undoes)) {
            await tx.updateTable('revisions').set({ undoes: ids.get(r.undoes)! }).where('id', '=', ids.get(r.id)!).execute();
          }
        }
      };

      for (const m of file.memories) {
        const id = await newId(
          tx.insertInto('memories').values({
            archive_id: archiveId,
            conversation_id: conversation(m.conversation_id),
            source_message_id: message(m.source_message_id),
            payload: JSON.stringify(m.payload),
            status: m.status as ItemStatus,
            created_at: m.created_at,
          }).returning('id').executeTakeFirstOrThrow(),
        );
        await addRevisions('memory', id, m.revisions);
        counts.memories++;
      }

      for (const [si, s] of file.stories.entries()) {
        const id = await newId(
          tx.insertInto('stories').values({
            archive_id: archiveId,
            conversation_id: conversation(s.conversation_id),
            source_message_id: message(s.source_message_id),
            title: s.title,
            ...toldColumns(s),
            people: JSON.stringify(s.people),
            extraction_source: 'story',
            status: s.status,
            private: bool(s.private),
            created_at: s.created_at,
          }).returning('id').executeTakeFirstOrThrow(),
        );
        await addRevisions('story', id, s.revisions);
        for (const [pi, p] of s.perspectives.entries()) {
          const uid = from.author(p.by);
          const perspectiveId = await newId(tx.insertInto('perspectives').values({ archive_id: archiveId, story_id: id, uid, text: p.text, created_at: p.created_at }).returning('id').executeTakeFirstOrThrow());
          if (p.audio) await keepRecording(p.audio, `stories.${si}.perspectives.${pi}.audio`, { perspective_id: perspectiveId }, uid, p.created_at);
        }
        counts.stories++;
      }

      for (const f of file.follow_up_items) {
        await tx
          .insertInto('loose_facts')
          .values({
            archive_id: archiveId,
            conversation_id: conversation(f.conversation_id),
            type: f.type,
            value: f.value,
            suggested_prompt: f.suggested_prompt,
            followed_up_at: f.followed_up_at,
            created_at: f.created_at,
          })
          .execute();
        counts.followUpItems++;
      }

      for (const e of file.encouragements) {
        await tx.insertInto('encouragements').values({ archive_id: archiveId, uid: from.author(e.by), text: e.text, seen_at: e.seen_at, created_at: e.created_at }).execute();
      }
      return counts;
    },
  };
}
export type ArchiveImportRepository = ReturnType<typeof createArchiveImportRepository>;
