import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/app.ts';
import { downloadExport, fillFamilyArchive } from '../helpers/archiveZip.ts';
import { upload, wav } from '../helpers/audio.ts';
import { addContent, createFamily, type TestFamily } from '../helpers/family.ts';
import { bookPages } from '../helpers/pdf.ts';
import { chat, items } from '../helpers/sse.ts';
import { createUser } from '../helpers/users.ts';

type Filled = Awaited<ReturnType<typeof fillFamilyArchive>>;

/**
 * GET /api/archive/export (issue #16 part 3): the archive as a zip streamed as it is read. An admin
 * gets everything; the others what they may see: their own conversations, the stories, memories
 * and follow-up items the archive shows them; never another family's.
 */
describe('GET /api/archive/export', () => {
  const server = useTestServer({ limits: { exportsPerMinute: 4 } });
  let filled: Filled;
  let family: TestFamily;
  let other: TestFamily;
  let admins: Awaited<ReturnType<typeof downloadExport>>;

  const titles = (e: typeof admins) => e.json.stories.map((s) => s.title);
  const recordingsOf = async (archiveId: string) =>
    server.app.repos.db.selectFrom('recordings').select(['id', 'message_id', 'perspective_id', 'audio']).where('archive_id', '=', archiveId).where((eb) => eb.or([eb('message_id', 'is not', null), eb('perspective_id', 'is not', null)])).execute();

  beforeAll(async () => {
    filled = await fillFamilyArchive(server);
    family = filled.family;
    other = await createFamily(server, 'Otto');
    await addContent(server, other.archiveId, null, 'Otto’s secret');
    admins = await downloadExport(server, family.admin.token, '?tz=Europe/London');
  });

  it('gives an admin the whole archive as a zip named after the storyteller, archive.json valid against the contract', async () => {
    expect(admins.status).toBe(200);
    expect(admins.headers['content-type']).toBe('application/zip');
    expect(admins.headers['content-disposition']).toMatch(/^attachment; filename="kinstory-rose-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(admins.headers['cache-control']).toBe('private, no-store');
    const { json } = admins;
    expect(json.format).toBe('kinstory-archive');
    expect(json.version).toBe(1);
    expect(json.archive).toMatchObject({ subject_name: 'Rose', subject_age: 88, subject_relation: 'grandmother', initial_topics: ['childhood'], keep_recordings: true });
    expect(json.members.map((m) => [m.name, m.role])).toEqual([
      ['Ann', 'admin'],
      ['The storyteller', 'storyteller'],
      ['The contributor', 'contributor'],
      ['The viewer', 'viewer'],
    ]);
    // Every conversation of every member, with every message.
    const conversations = await server.app.repos.db.selectFrom('conversations').select('id').where('archive_id', '=', family.archiveId).execute();
    expect(json.conversations.map((c) => c.id).sort()).toEqual(conversations.map((c) => c.id).sort());
    expect(json.conversations.map((c) => c.id)).toEqual(expect.arrayContaining([...filled.storytellerConversations, filled.contributorConversation, filled.adminConversation]));
    const messages = await server.app.repos.db
      .selectFrom('messages')
      .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
      .select('messages.id')
      .where('conversations.archive_id', '=', family.archiveId)
      .execute();
    expect(json.conversations.flatMap((c) => c.messages).length).toBe(messages.length);
    // The discarded memory and the private story are in an admin's copy; so are revisions and perspectives.
    expect(json.memories.some((m) => m.status === 'discarded' && m.revisions.length > 0)).toBe(true);
    expect(titles(admins)).toContain(filled.privateTitle);
    expect(json.stories.find((s) => s.title === filled.privateTitle)!.private).toBe(true);
    expect(json.stories.some((s) => s.revisions.length > 0 && s.status === 'confirmed')).toBe(true);
    expect(json.stories.flatMap((s) => s.perspectives).map((p) => p.text).sort()).toEqual(['Dad told it differently: it was Whitby, and it rained.', 'I remember the bus ride too.']);
    expect(json.follow_up_items.some((f) => f.followed_up_at !== null)).toBe(true);
    expect(json.encouragements.map((e) => e.text)).toEqual(['We loved the Blackpool story!', 'Tell us about Canada next', 'Grandma, the bus story made me laugh.']);
    // Every link points at something the file holds.
    const conversationIds = new Set(json.conversations.map((c) => c.id));
    const messageIds = new Set(json.conversations.flatMap((c) => c.messages.map((m) => m.id)));
    for (const item of [...json.memories, ...json.stories]) {
      if (item.conversation_id !== null) expect(conversationIds.has(item.conversation_id)).toBe(true);
      if (item.source_message_id !== null) expect(messageIds.has(item.source_message_id)).toBe(true);
    }
    const memberIds = new Set(json.members.map((m) => m.id));
    for (const by of [...json.conversations.map((c) => c.owner), ...json.stories.flatMap((s) => s.perspectives.map((p) => p.by)), ...json.encouragements.map((e) => e.by)]) {
      expect(memberIds.has(by)).toBe(true);
    }
    expect(JSON.stringify(json)).not.toContain('Otto');
  });

  it('holds a readable file per story, a transcript per conversation, each kept recording byte for byte, and the family tree', async () => {
    const { files, json } = admins;
    const stories = [...files.keys()].filter((n) => n.startsWith('stories/'));
    expect(stories.length).toBe(json.stories.length);
    for (const [i, name] of stories.entries()) {
      expect(name).toMatch(/^stories\/\d{2}-[a-z0-9-]+\.md$/);
      const md = files.get(name)!.toString('utf8');
      const story = json.stories[i]!;
      expect(md.startsWith(`# ${story.title}\n`)).toBe(true);
      expect(md).toContain(`- Theme: ${story.theme}`);
      expect(md).toContain(story.content.trim());
    }
    const withPerspective = files.get(stories[json.stories.findIndex((s) => s.perspectives.some((p) => p.audio !== null))]!)!.toString('utf8');
    expect(withPerspective).toContain('> I remember the bus ride too.');
    expect(withPerspective).toMatch(/> — The contributor, \d{4}-\d{2}-\d{2} \(\[recording\]\(\.\.\/audio\/perspective-\d+\.wav\)\)/);
    const transcripts = [...files.keys()].filter((n) => n.startsWith('transcripts/'));
    expect(transcripts.length).toBe(json.conversations.length);
    for (const name of transcripts) expect(name).toMatch(/^transcripts\/kinstory-[a-z0-9-]+-\d{4}-\d{2}-\d{2}(-\d+)?\.txt$/);
    const all = transcripts.map((n) => files.get(n)!.toString('utf8')).join('\n');
    expect(all).toContain('The storyteller: In August 1958 my brother Pete');
    expect(all).toContain('The contributor: In July 1971 my grandmother Maeve');
    expect(all).toContain('(times in Europe/London)');
    // Recordings: the spoken message, the voice memory and the spoken perspective, as they were kept.
    const kept = await recordingsOf(family.archiveId);
    expect(kept.length).toBe(3);
    const audio = [...files.keys()].filter((n) => n.startsWith('audio/'));
    expect(audio.length).toBe(3);
    for (const r of kept) {
      const name = r.message_id !== null ? `audio/message-${r.message_id}.wav` : `audio/perspective-${r.perspective_id}.wav`;
      expect(Buffer.compare(files.get(name)!, Buffer.from(r.audio))).toBe(0);
    }
    const referenced = [...json.conversations.flatMap((c) => c.messages.map((m) => m.audio)), ...json.stories.flatMap((s) => s.perspectives.map((p) => p.audio))].filter(Boolean);
    expect(referenced.sort()).toEqual(audio.sort());
    expect(files.get('family.ged')!.toString('utf8').replace(/^\uFEFF/, '').startsWith('0 HEAD\n')).toBe(true);
    expect(files.get('book.pdf')!.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect([...files.keys()].slice(-2)).toEqual(['family.ged', 'book.pdf']);
  });

  it('gives a contributor their own conversations, the stories they may see, and never a private one', async () => {
    const { json, files } = await downloadExport(server, family.members.contributor.token);
    expect(json.conversations.map((c) => c.id)).toEqual([filled.contributorConversation]);
    expect([...files.keys()].filter((n) => n.startsWith('transcripts/')).length).toBe(1);
    expect(titles({ json } as typeof admins)).not.toContain(filled.privateTitle);
    expect(JSON.stringify(json)).not.toContain(filled.privateTitle);
    for (const [name, bytes] of files) if (name.endsWith('.md') || name.endsWith('.ged')) expect(bytes.toString('utf8')).not.toContain(filled.privateTitle);
    // The book holds the confirmed stories they may see: the private one (confirmed) is in the admin's only.
    expect((await bookPages(new Uint8Array(files.get('book.pdf')!))).join('\n')).not.toContain(filled.privateTitle);
    expect((await bookPages(new Uint8Array(admins.files.get('book.pdf')!))).join('\n')).toContain(filled.privateTitle);
    // No discarded item; the archive's other stories and memories, their links to others' conversations left out.
    expect(json.memories.every((m) => m.status !== 'discarded')).toBe(true);
    expect(json.stories.length).toBe(admins.json.stories.length - 1);
    for (const item of [...json.memories, ...json.stories, ...json.follow_up_items]) expect([null, filled.contributorConversation]).toContain(item.conversation_id);
    // Recordings: none of the storyteller's messages; the perspective they told aloud.
    expect([...files.keys()].filter((n) => n.startsWith('audio/'))).toEqual([expect.stringMatching(/^audio\/perspective-\d+\.wav$/)]);
    expect(json.encouragements.map((e) => e.text)).toEqual(['Grandma, the bus story made me laugh.']);
    expect(json.members.length).toBe(4);
  });

  it('gives the storyteller her own conversations and the private story; a viewer no conversations', async () => {
    const teller = await downloadExport(server, family.members.storyteller.token);
    expect(teller.json.conversations.map((c) => c.id).sort()).toEqual([...filled.storytellerConversations].sort());
    expect(titles(teller)).toContain(filled.privateTitle);
    expect(teller.json.encouragements.length).toBe(3);
    expect([...teller.files.keys()].filter((n) => n.startsWith('audio/')).length).toBe(3);
    const viewer = await downloadExport(server, family.members.viewer.token);
    expect(viewer.status).toBe(200);
    expect(viewer.json.conversations).toEqual([]);
    expect([...viewer.files.keys()].filter((n) => n.startsWith('transcripts/'))).toEqual([]);
    expect(titles(viewer)).not.toContain(filled.privateTitle);
    expect(viewer.json.stories.length).toBe(admins.json.stories.length - 1);
  });

  it('never holds another family’s data', async () => {
    const theirs = await downloadExport(server, other.admin.token);
    expect(theirs.status).toBe(200);
    expect(theirs.json.archive.subject_name).toBe('Otto');
    expect(theirs.json.stories.map((s) => s.title)).toEqual(['Otto’s secret story']);
    expect(theirs.json.conversations).toEqual([]);
    const text = [...theirs.files.values()].map((b) => b.toString('latin1')).join('\n');
    for (const title of titles(admins)) expect(text).not.toContain(title);
    expect(text).not.toContain('Blackpool');
    expect([...admins.files.values()].map((b) => b.toString('latin1')).join('\n')).not.toContain('Otto’s secret');
  });

  it('answers 404 to someone with no archive, and 429 past the per-user limit', async () => {
    const stranger = await createUser('stranger');
    for (let i = 0; i < 4; i++) expect((await downloadExport(server, stranger.token)).status).toBe(404);
    const refused = await downloadExport(server, stranger.token);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('reads a long recording in slices and writes it whole', async () => {
    const long = wav(300_000, 11);
    const kept = await upload(server, family.admin.token, long);
    expect(kept.status).toBe(201);
    const said = await chat(server.url, family.admin.token, { text: 'This one I said aloud, at length.', conversationId: filled.adminConversation, messageId: randomUUID(), recordingId: kept.body.recordingId });
    expect(items(said.events).at(-1)).toBe('[DONE]');
    const { message_id } = (await server.app.repos.recordings.find(kept.body.recordingId))!;
    const { files } = await downloadExport(server, family.admin.token);
    expect(Buffer.compare(files.get(`audio/message-${message_id}.wav`)!, long)).toBe(0);
  });

  it('stops reading when the client goes away, and goes on serving', async () => {
    const controller = new AbortController();
    const res = await fetch(`${server.url}/api/archive/export`, { headers: { authorization: `Bearer ${family.members.storyteller.token}` }, signal: controller.signal });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    await reader.read();
    controller.abort();
    await reader.cancel().catch(() => undefined);
    expect((await server.request('GET', '/api/archive', { token: family.admin.token })).status).toBe(200);
  });
});
