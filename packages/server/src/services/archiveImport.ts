import { ARCHIVE_EXPORT_VERSION, archiveExportSchema, keepsakeTexts, type ArchiveExport, type ArchiveImportResponse } from '@kinstory/contract';
import { HttpError } from '../http.ts';
import type { Repositories } from '../plugins/db.ts';
import { sniffAudio } from '../providers/speech/sniff.ts';
import type { ArchiveImportRepository } from '../storage/repositories/archiveImport.ts';
import { openZip, ZipError, type ZipReader } from './zipReader.ts';

/** archive.json is read whole to be checked; a larger one is not an export of ours. */
const MAX_ARCHIVE_JSON_BYTES = 256 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 1_000_000;

/** An import refused with the reason: `error` is the text a person reads, `detail` where in the file. */
export class ImportRefused extends HttpError {
  constructor(
    statusCode: number,
    text: string,
    readonly detail?: string,
  ) {
    super(statusCode, text);
  }
}

const malformed = (detail: string) => new ImportRefused(400, keepsakeTexts.importMalformed, detail);

/**
 * The first link of the file that points at nothing it holds, as a path into archive.json; null
 * when every one resolves. Authors need no check: one who is not a member here becomes the
 * importing admin.
 */
function brokenLink(file: ArchiveExport, zip: ZipReader): string | null {
  const duplicate = (ids: string[]) => ids.find((id, i) => ids.indexOf(id) !== i);
  const conversations = new Map(file.conversations.map((c) => [c.id, new Set(c.messages.map((m) => m.id))]));
  if (conversations.size !== file.conversations.length) return `conversations: the id ${duplicate(file.conversations.map((c) => c.id))} is used twice`;
  const messageIds = file.conversations.flatMap((c) => c.messages.map((m) => m.id));
  if (new Set(messageIds).size !== messageIds.length) return `conversations: the message id ${duplicate(messageIds)} is used twice`;
  const audio = new Set<string>();
  const recording = (name: string | null, path: string) => {
    if (name === null) return null;
    if (!zip.has(name)) return `${path}: ${name} is not in the zip`;
    if (audio.has(name)) return `${path}: ${name} is kept twice`;
    audio.add(name);
    return null;
  };
  for (const [ci, c] of file.conversations.entries()) {
    for (const [mi, m] of c.messages.entries()) {
      const problem = recording(m.audio, `conversations.${ci}.messages.${mi}.audio`);
      if (problem) return problem;
    }
  }
  const source = (path: string, item: { conversation_id: string | null; source_message_id: string | null }) => {
    if (item.conversation_id !== null && !conversations.has(item.conversation_id)) return `${path}.conversation_id: no conversation ${item.conversation_id}`;
    if (item.source_message_id !== null && !(item.conversation_id !== null && conversations.get(item.conversation_id)!.has(item.source_message_id))) {
      return `${path}.source_message_id: no message ${item.source_message_id} in its conversation`;
    }
    return null;
  };
  const revisions = (path: string, list: ArchiveExport['memories'][number]['revisions']) => {
    const ids = new Set(list.map((r) => r.id));
    if (ids.size !== list.length) return `${path}.revisions: a revision id is used twice`;
    const at = list.findIndex((r) => r.undoes !== null && !ids.has(r.undoes));
    return at === -1 ? null : `${path}.revisions.${at}.undoes: no revision ${list[at]!.undoes} of this item`;
  };
  for (const [i, m] of file.memories.entries()) {
    const problem = source(`memories.${i}`, m) ?? revisions(`memories.${i}`, m.revisions);
    if (problem) return problem;
  }
  for (const [i, s] of file.stories.entries()) {
    const problem = source(`stories.${i}`, s) ?? revisions(`stories.${i}`, s.revisions);
    if (problem) return problem;
    for (const [pi, p] of s.perspectives.entries()) {
      const heard = recording(p.audio, `stories.${i}.perspectives.${pi}.audio`);
      if (heard) return heard;
    }
  }
  for (const [i, f] of file.follow_up_items.entries()) {
    if (f.conversation_id !== null && !conversations.has(f.conversation_id)) return `follow_up_items.${i}.conversation_id: no conversation ${f.conversation_id}`;
  }
  return null;
}

/** archive.json from the zip, checked: ours (format and version), then the whole schema, then its links. */
async function readArchiveJson(zip: ZipReader): Promise<ArchiveExport> {
  if (!zip.has('archive.json')) throw new ImportRefused(400, keepsakeTexts.importNotOurs, 'the zip has no archive.json');
  let value: unknown;
  try {
    value = JSON.parse((await zip.read('archive.json', MAX_ARCHIVE_JSON_BYTES)).toString('utf8'));
  } catch (err) {
    if (err instanceof ZipError) throw malformed(err.message);
    throw malformed('archive.json is not JSON');
  }
  const head = (value ?? {}) as { format?: unknown; version?: unknown };
  if (typeof value !== 'object' || head.format !== 'kinstory-archive' || head.version !== ARCHIVE_EXPORT_VERSION) {
    throw new ImportRefused(400, keepsakeTexts.importNotOurs, `archive.json is not a kinstory-archive of version ${ARCHIVE_EXPORT_VERSION}`);
  }
  const parsed = archiveExportSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw malformed(`archive.json at ${issue.path.join('.') || '(top)'}: ${issue.message}`);
  }
  const broken = brokenLink(parsed.data, zip);
  if (broken) throw malformed(`archive.json at ${broken}`);
  return parsed.data;
}

/**
 * POST /api/archive/import (issue #16 part 4): the export zip at `zipPath` into the archive, which
 * must have no content yet. Everything goes in one transaction with its recordings, so a refusal or
 * a failure at any point leaves the archive as it was.
 */
export async function importArchive(
  deps: { repos: Repositories; importer: ArchiveImportRepository; maxAudioBytes: number },
  target: { archiveId: string; adminUid: string },
  zipPath: string,
): Promise<ArchiveImportResponse> {
  const { repos, importer } = deps;
  let zip: ZipReader;
  try {
    zip = await openZip(zipPath, MAX_ZIP_ENTRIES);
  } catch (err) {
    throw malformed((err as Error).message);
  }
  try {
    const file = await readArchiveJson(zip);
    const imported = await repos.transaction(async (tx) => {
      if (!(await importer.isEmpty(target.archiveId, tx))) throw new ImportRefused(409, keepsakeTexts.importNotEmpty);
      const members = await importer.memberUids(target.archiveId, tx);
      return importer.load(
        target.archiveId,
        file,
        {
          author: (id) => (id !== null && members.has(id) ? id : target.adminUid),
          async audio(name, path) {
            let bytes: Buffer;
            try {
              bytes = await zip.read(name, deps.maxAudioBytes);
            } catch (err) {
              throw malformed(`${path}: ${(err as Error).message}`);
            }
            const sniffed = sniffAudio(bytes);
            if (!sniffed) throw malformed(`${path}: ${name} is not audio of a kind Kinstory keeps`);
            return { bytes, contentType: sniffed.contentType };
          },
        },
        tx,
      );
    });
    repos.content.forgetStoryLists(target.archiveId);
    return { success: true, imported };
  } finally {
    zip.close();
  }
}
