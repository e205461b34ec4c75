import { randomUUID } from 'node:crypto';
import archiver from 'archiver';
import { archiveExportSchema, type ArchiveExport } from '@kinstory/contract';
import type { TestServer } from './app.ts';
import { upload, wav } from './audio.ts';
import { fillArchive, waitForJobs } from './backup.ts';
import { chat, items } from './sse.ts';
import { unzipAll } from './unzip.ts';

export { unzipAll, unzipEntries } from './unzip.ts';

/** A zip of these files (for the import's bad zips). */
export async function zipOf(files: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = archiver('zip');
  const chunks: Buffer[] = [];
  zip.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve, reject) => {
    zip.on('end', resolve);
    zip.on('error', reject);
  });
  for (const [name, data] of Object.entries(files)) zip.append(data, { name });
  await zip.finalize();
  await done;
  return Buffer.concat(chunks);
}

/** GET /api/archive/export: the answer, and when it is a zip its files and archive.json checked against the contract. */
export async function downloadExport(server: TestServer, token: string, query = '') {
  const res = await fetch(`${server.url}/api/archive/export${query}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  const headers = Object.fromEntries(res.headers);
  if (res.status !== 200) return { status: res.status, headers, bytes, files: new Map<string, Buffer>(), json: undefined as unknown as ArchiveExport };
  const files = await unzipAll(bytes);
  const json = archiveExportSchema.parse(JSON.parse(files.get('archive.json')!.toString('utf8')));
  return { status: res.status, headers, bytes, files, json };
}

/** POST /api/archive/import with `body` as the zip. */
export async function uploadImport(server: TestServer, token: string, body: Buffer | ReadableStream<Uint8Array>, contentType = 'application/zip') {
  const res = await fetch(`${server.url}/api/archive/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body,
    // A stream is sent chunked, without a length.
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> & { error?: string; detail?: string } };
}

/** How many rows each table the import writes holds, in the whole database. */
export async function rowCounts(server: TestServer) {
  const { db } = server.app.repos;
  const counts: Record<string, number> = {};
  for (const table of ['conversations', 'messages', 'memories', 'stories', 'loose_facts', 'revisions', 'perspectives', 'recordings', 'encouragements'] as const) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  const archives = await db.selectFrom('archives').select(['id', 'subject_name', 'created_at']).orderBy('id').execute();
  return { counts, archives };
}

/**
 * fillArchive's family (a storyteller's spoken and typed chats, a voice memory, revisions, a
 * perspective, encouragement), and besides: a contributor's and the admin's own chats, a story the
 * storyteller keeps private, a perspective told aloud, and a memory the admin discarded.
 */
export async function fillFamilyArchive(server: TestServer) {
  const { family, conversationIds } = await fillArchive(server);
  const { admin, members } = family;
  const told = async (token: string, text: string) => {
    const conversationId = randomUUID();
    const res = await chat(server.url, token, { text, conversationId, messageId: randomUUID() });
    if (items(res.events).at(-1) !== '[DONE]') throw new Error('the chat did not end');
    return conversationId;
  };
  const contributorConversation = await told(
    members.contributor.token,
    'In July 1971 my grandmother Maeve taught me to bake soda bread in her kitchen in Galway, and she sang the whole time.',
  );
  const adminConversation = await told(admin.token, 'In 1984 we all went to Cornwall for my aunt Ida’s wedding and the car broke down twice near Truro.');
  await waitForJobs(server);
  const stories = (await server.request('GET', '/api/stories', { token: admin.token })).body.stories as { id: string; title: string; conversation_id: string }[];
  const secret = stories.find((s) => s.conversation_id === conversationIds[1])!;
  const made = await server.request('PATCH', `/api/stories/${secret.id}`, { token: members.storyteller.token, body: { private: true } });
  if (made.status !== 200) throw new Error(`private: ${made.text}`);
  const spokenBy = await upload(server, members.contributor.token, wav(1_500, 5));
  const shared = stories.find((s) => s.conversation_id === conversationIds[0])!;
  const perspective = await server.request('POST', `/api/stories/${shared.id}/perspectives`, {
    token: members.contributor.token,
    body: { text: 'I remember the bus ride too.', recordingId: spokenBy.body.recordingId },
  });
  if (perspective.status !== 201) throw new Error(`perspective: ${perspective.text}`);
  const memories = (await server.request('GET', '/api/memories', { token: admin.token })).body.memories as { id: string }[];
  const discarded = await server.request('PATCH', `/api/memories/${memories.at(-1)!.id}`, { token: admin.token, body: { status: 'discarded' } });
  if (discarded.status !== 200) throw new Error(`discard: ${discarded.text}`);
  const sent = await server.request('POST', '/api/encouragements', { token: members.contributor.token, body: { text: 'Grandma, the bus story made me laugh.' } });
  if (sent.status !== 201) throw new Error(`encouragement: ${sent.text}`);
  return { family, storytellerConversations: conversationIds, contributorConversation, adminConversation, privateTitle: secret.title };
}

/**
 * archive.json with every id replaced by its place in order of first appearance (the ids of the
 * file it came from are the server's own; an import gives new ones), and the export time left out.
 * Audio file names carry their message's or perspective's id, and are normalised with it.
 */
export function normaliseIds(file: ArchiveExport) {
  const seen = new Map<string, string>();
  const id = (kind: string, value: string | null) => {
    if (value === null) return null;
    const key = `${kind}:${value}`;
    if (!seen.has(key)) seen.set(key, `${kind}#${[...seen.keys()].filter((k) => k.startsWith(`${kind}:`)).length + 1}`);
    return seen.get(key)!;
  };
  const audio = (name: string | null) => (name === null ? null : name.replace(/^audio\/(message|perspective)-(\d+)\./, (_, kind: string, n: string) => `audio/${id(kind, n)}.`));
  const revisions = (list: ArchiveExport['stories'][number]['revisions']) =>
    list.map((r) => ({ ...r, id: id('revision', r.id), by: id('member', r.by), undoes: id('revision', r.undoes) }));
  return {
    ...file,
    exported_at: '(export time)',
    members: file.members.map((m) => ({ ...m, id: id('member', m.id) })),
    conversations: file.conversations.map((c) => ({
      ...c,
      id: id('conversation', c.id),
      owner: id('member', c.owner),
      messages: c.messages.map((m) => ({ ...m, id: id('message', m.id), audio: audio(m.audio) })),
    })),
    memories: file.memories.map((m) => ({
      ...m,
      id: id('memory', m.id),
      conversation_id: id('conversation', m.conversation_id),
      source_message_id: id('message', m.source_message_id),
      revisions: revisions(m.revisions),
    })),
    stories: file.stories.map((s) => ({
      ...s,
      id: id('story', s.id),
      conversation_id: id('conversation', s.conversation_id),
      source_message_id: id('message', s.source_message_id),
      revisions: revisions(s.revisions),
      perspectives: s.perspectives.map((p) => ({ ...p, id: id('perspective', p.id), by: id('member', p.by), audio: audio(p.audio) })),
    })),
    follow_up_items: file.follow_up_items.map((f) => ({ ...f, id: id('followUp', f.id), conversation_id: id('conversation', f.conversation_id) })),
    encouragements: file.encouragements.map((e) => ({ ...e, id: id('encouragement', e.id), by: id('member', e.by) })),
  };
}
