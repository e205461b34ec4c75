import { once } from 'node:events';
import { Readable } from 'node:stream';
import archiver, { type Archiver } from 'archiver';
import { ARCHIVE_EXPORT_VERSION, type ArchiveExport } from '@kinstory/contract';
import { audioExtension } from '../providers/speech/sniff.ts';
import type { ArchiveExportRepository, ExportMarks, ExportPerspective, ExportReader } from '../storage/repositories/archiveExport.ts';
import type { RevisionRow, StoryRow } from '../storage/schema.ts';
import { storyFileName, storyMarkdown } from './storyMarkdown.ts';
import { formatTranscript, transcriptFileName } from './transcript.ts';

type Exported = ArchiveExport;
type Conversation = Awaited<ReturnType<ArchiveExportRepository['conversations']>>[number];

/** A recording's file in the zip: named by the message or perspective it is kept with. */
export const audioFileName = (kind: 'message' | 'perspective', id: number, contentType: string) => `audio/${kind}-${id}.${audioExtension(contentType)}`;

export interface ExportDeps {
  exports: ArchiveExportRepository;
  /** family.ged as the reader may see the archive (services/familyTree.ts). */
  familyTree: () => Promise<string>;
  /** book.pdf with the default options, of the stories the reader may see; absent: no book in the zip. */
  book?: () => Promise<Buffer | Readable>;
}

export interface ExportTarget {
  archiveId: string;
  reader: ExportReader;
  /** The time zone transcripts are written in. */
  timeZone: string;
  exportedAt: Date;
}

const revision = (r: RevisionRow): Exported['stories'][number]['revisions'][number] => ({
  id: String(r.id),
  by: r.uid,
  before: JSON.parse(r.before) as Record<string, unknown>,
  after: JSON.parse(r.after) as Record<string, unknown>,
  undoes: r.undoes === null ? null : String(r.undoes),
  created_at: r.created_at,
});

const revisionsFor = (revisions: RevisionRow[], id: number) => revisions.filter((r) => r.item_id === id).map(revision);

/**
 * The archive as the export's files (issue #16 part 3), each read as it is written: archive.json
 * built from paged reads, then one Markdown file per story, one transcript per conversation, the
 * recordings one at a time, family.ged and book.pdf.
 */
class ArchiveExportWriter {
  private marks!: ExportMarks;
  private conversations: Conversation[] = [];
  /** The exported conversations: a link to any other (a non-admin's export) is written as null. */
  private exported = new Set<string>();
  private names = new Map<string, string | null>();
  private storyCount = 0;

  constructor(
    private readonly deps: ExportDeps,
    private readonly target: ExportTarget,
  ) {}

  /** Adds each file to `zip` in turn, waiting until the previous one has gone through. */
  async write(zip: Archiver, signal: AbortSignal): Promise<void> {
    const date = this.target.exportedAt;
    const add = async (source: Buffer | Readable | string, name: string, opts: { store?: boolean; date?: Date } = {}) => {
      signal.throwIfAborted();
      const added = once(zip, 'entry', { signal });
      const stop = () => (source as Readable).destroy();
      if (source instanceof Readable) {
        // A read that fails (the database closed under it) ends the export, never the process.
        source.once('error', (err) => zip.destroy(err));
        signal.addEventListener('abort', stop, { once: true });
      }
      try {
        zip.append(source, { name, date: opts.date ?? date, store: opts.store ?? false });
        await added;
      } finally {
        // The listener would keep the written file (a recording) in memory until the export ends.
        signal.removeEventListener('abort', stop);
      }
    };
    const { exports } = this.deps;
    const { archiveId, reader } = this.target;
    this.marks = await exports.marks();
    await add(Readable.from(this.archiveJson(), { objectMode: false }), 'archive.json');
    let index = 0;
    for await (const story of this.stories()) {
      await add(storyMarkdown(story, this.names), storyFileName(index++, this.storyCount, story.title));
    }
    const transcriptNames = new Set<string>();
    for (const conversation of this.conversations) {
      const name = unique(transcriptNames, transcriptFileName(conversation.title, conversation.created_at));
      await add(await this.transcript(conversation), `transcripts/${name}`);
    }
    for (const recording of await exports.recordings(archiveId, reader, this.marks)) {
      const name = recording.message_id !== null ? audioFileName('message', recording.message_id, recording.content_type) : audioFileName('perspective', recording.perspective_id!, recording.content_type);
      // Stored, not deflated: audio is compressed already. Read in slices as the zip takes them (a
      // buffer would be written out whole at once, past the zip's backpressure).
      await add(Readable.from(exports.audio(recording), { objectMode: false }), name, { store: true, date: new Date(recording.created_at) });
    }
    await add(await this.deps.familyTree(), 'family.ged');
    if (this.deps.book) await add(await this.deps.book(), 'book.pdf', { store: true });
  }

  private link(conversationId: string | null, messageId: number | null) {
    const kept = conversationId !== null && this.exported.has(conversationId);
    return { conversation_id: kept ? conversationId : null, source_message_id: kept && messageId !== null ? String(messageId) : null };
  }

  private story(row: StoryRow, revisions: RevisionRow[], perspectives: ExportPerspective[]): Exported['stories'][number] {
    return {
      id: String(row.id),
      ...this.link(row.conversation_id, row.source_message_id),
      title: row.title,
      theme: row.theme,
      summary: row.summary,
      content: row.content,
      significance: { level: row.significance_level, reason: row.significance_reason },
      narrative: JSON.parse(row.narrative) as Record<string, unknown>,
      people: JSON.parse(row.people) as string[],
      status: row.status,
      private: row.private === 1,
      created_at: row.created_at,
      revisions: revisionsFor(revisions, row.id),
      perspectives: perspectives
        .filter((p) => p.story_id === row.id)
        .map((p) => ({ id: String(p.id), by: p.uid, text: p.text, audio: p.recording_type === null ? null : audioFileName('perspective', p.id, p.recording_type), created_at: p.created_at })),
    };
  }

  private async *stories(): AsyncGenerator<Exported['stories'][number]> {
    const { archiveId, reader } = this.target;
    for await (const page of this.deps.exports.stories(archiveId, reader, this.marks)) {
      for (const row of page.rows) yield this.story(row, page.revisions, page.perspectives);
    }
  }

  private async messages(conversationId: string): Promise<Exported['conversations'][number]['messages']> {
    const rows = await this.deps.exports.messages(conversationId, this.marks);
    return rows.map((m) => ({
      id: String(m.id),
      role: m.role,
      content: m.content,
      created_at: m.created_at,
      complete: m.complete === 1,
      awaiting_transcript: m.awaiting_transcript === 1,
      audio: m.recording_type === null ? null : audioFileName('message', m.id, m.recording_type),
    }));
  }

  private async transcript(conversation: Conversation): Promise<string> {
    const messages = await this.messages(conversation.id);
    return formatTranscript({
      storyteller: conversation.owner_name?.trim() || 'Storyteller',
      title: conversation.title,
      createdAt: conversation.created_at,
      messages: messages.map((m) => ({ role: m.role, content: m.content, createdAt: m.created_at, complete: m.complete, awaitingTranscript: m.awaiting_transcript })),
      timeZone: this.target.timeZone,
    });
  }

  /** archive.json, a conversation or a page of rows at a time. */
  private async *archiveJson(): AsyncGenerator<Buffer> {
    const { exports } = this.deps;
    const { archiveId, reader, exportedAt } = this.target;
    const [archive, members] = await Promise.all([exports.archive(archiveId), exports.members(archiveId)]);
    if (!archive) throw new Error(`archive ${archiveId} is gone`);
    this.conversations = await exports.conversations(archiveId, reader);
    this.exported = new Set(this.conversations.map((c) => c.id));
    this.names = new Map(members.map((m) => [m.uid, m.name]));
    const head: Omit<Exported, 'conversations' | 'memories' | 'stories' | 'follow_up_items' | 'encouragements'> = {
      format: 'kinstory-archive',
      version: ARCHIVE_EXPORT_VERSION,
      exported_at: exportedAt.toISOString(),
      archive: {
        subject_name: archive.subject_name,
        subject_age: archive.subject_age,
        subject_relation: archive.subject_relation,
        initial_topics: JSON.parse(archive.initial_topics) as string[],
        created_at: archive.created_at,
        keep_recordings: archive.keep_recordings === 1,
      },
      members: members.map((m) => ({ id: m.uid, name: m.name, role: m.role })),
    };
    const list = async function* <T>(key: string, items: AsyncIterable<T[]>, last = false) {
      yield Buffer.from(`"${key}":[`);
      let first = true;
      for await (const page of items) {
        if (page.length === 0) continue;
        yield Buffer.from((first ? '' : ',') + page.map((item) => JSON.stringify(item)).join(','));
        first = false;
      }
      yield Buffer.from(last ? ']}' : '],');
    };
    // The head's closing brace gives way to the lists, each written a page at a time.
    yield Buffer.from(`${JSON.stringify(head).slice(0, -1)},`);
    yield* list('conversations', this.conversationPages());
    yield* list('memories', this.memoryPages());
    yield* list('stories', this.storyPages());
    yield* list('follow_up_items', this.followUpPages());
    yield* list('encouragements', this.encouragementPages(), true);
  }

  private async *conversationPages() {
    for (const c of this.conversations) {
      yield [{ id: c.id, owner: c.owner_uid, title: c.title, description: c.description, created_at: c.created_at, updated_at: c.updated_at, messages: await this.messages(c.id) }];
    }
  }

  private async *memoryPages() {
    const { archiveId, reader } = this.target;
    for await (const page of this.deps.exports.memories(archiveId, reader, this.marks)) {
      yield page.rows.map((m) => ({
        id: String(m.id),
        ...this.link(m.conversation_id, m.source_message_id),
        payload: JSON.parse(m.payload) as Record<string, unknown>,
        status: m.status,
        created_at: m.created_at,
        revisions: revisionsFor(page.revisions, m.id),
      }));
    }
  }

  private async *storyPages() {
    const { archiveId, reader } = this.target;
    for await (const page of this.deps.exports.stories(archiveId, reader, this.marks)) {
      this.storyCount += page.rows.length;
      yield page.rows.map((row) => this.story(row, page.revisions, page.perspectives));
    }
  }

  private async *followUpPages() {
    for await (const page of this.deps.exports.followUpItems(this.target.archiveId, this.marks)) {
      yield page.map((f) => ({
        id: String(f.id),
        conversation_id: this.link(f.conversation_id, null).conversation_id,
        type: f.type,
        value: f.value,
        suggested_prompt: f.suggested_prompt,
        followed_up_at: f.followed_up_at,
        created_at: f.created_at,
      }));
    }
  }

  private async *encouragementPages() {
    const { archiveId, reader } = this.target;
    for await (const page of this.deps.exports.encouragements(archiveId, reader, this.marks)) {
      yield page.map((e) => ({ id: String(e.id), by: e.uid, text: e.text, seen_at: e.seen_at, created_at: e.created_at }));
    }
  }
}

/** `name`, or `name` with -2, -3, … before its extension when the export holds one already. */
function unique(taken: Set<string>, name: string): string {
  const dot = name.lastIndexOf('.');
  let candidate = name;
  for (let n = 2; taken.has(candidate); n++) candidate = `${name.slice(0, dot)}-${n}${name.slice(dot)}`;
  taken.add(candidate);
  return candidate;
}

/**
 * The export as a zip stream (GET /api/archive/export). It is written as it is read: at most one
 * file's worth (one recording, one page of rows) is in memory at once, and the zip's own buffer
 * holds back the reads while the client is slow. Aborting `signal` (the client went away) stops it.
 */
export function exportArchive(deps: ExportDeps, target: ExportTarget, signal: AbortSignal, onError: (err: unknown) => void): Archiver {
  const zip = archiver('zip', { zlib: { level: 6 } });
  new ArchiveExportWriter(deps, target)
    .write(zip, signal)
    .then(() => zip.finalize())
    .catch((err: unknown) => {
      if (!signal.aborted) onError(err);
      zip.destroy(err instanceof Error ? err : new Error(String(err)));
    });
  return zip;
}
