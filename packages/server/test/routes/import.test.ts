import { beforeAll, describe, expect, it } from 'vitest';
import { errorTexts, keepsakeTexts, type ArchiveExport } from '@kinstory/contract';
import { useTestServer, type TestServer } from '../helpers/app.ts';
import { downloadExport, fillFamilyArchive, normaliseIds, rowCounts, unzipAll, uploadImport, zipOf } from '../helpers/archiveZip.ts';
import { invite, type TestFamily } from '../helpers/family.ts';
import { createUser, type TestUser } from '../helpers/users.ts';

type Export = Awaited<ReturnType<typeof downloadExport>>;

const MAX_IMPORT = 1024 * 1024;

/** An admin whose archive has no content yet (onboarding only). */
async function emptyArchive(server: TestServer, name: string, subjectName: string): Promise<TestUser> {
  const admin = await createUser(name);
  const saved = await server.request('PUT', '/api/user/profile', { token: admin.token, body: { persona: 'admin', userName: name, subjectName } });
  expect(saved.status).toBe(200);
  return admin;
}

/** `user` (already signed up, perhaps a member elsewhere on another server) joins `admin`'s archive by invitation. */
async function join(server: TestServer, admin: TestUser, user: TestUser, role: 'storyteller' | 'contributor' | 'viewer', name: string) {
  const { token } = await invite(server, admin, role);
  const res = await server.request('PUT', '/api/onboarding/activate-storyteller', { token: user.token, body: { storytellerId: token, firebaseUid: user.uid, name, age: 80 } });
  expect(res.status).toBe(200);
}

/**
 * POST /api/archive/import (issue #16 part 4): an export zip into an admin's archive that has no
 * content yet, with new ids and every link kept; a zip that is not ours, malformed or too large is
 * refused and writes nothing.
 */
describe('POST /api/archive/import', () => {
  const server = useTestServer({ limits: { maxImportBytes: MAX_IMPORT, exportsPerMinute: 100 } });
  /** Another server with its own database, where the same people move their archive. */
  const elsewhere = useTestServer({ limits: { exportsPerMinute: 100 } });
  let family: TestFamily;
  let original: Export;

  beforeAll(async () => {
    family = (await fillFamilyArchive(server)).family;
    original = await downloadExport(server, family.admin.token);
    expect(original.status).toBe(200);
    expect(original.bytes.length).toBeLessThan(MAX_IMPORT);
  });

  it('moves an archive to another server: exported there again, archive.json is the same apart from ids and the export time', async () => {
    const { admin, members } = family;
    // The same people, on a server of their own: the admin signs up there, the others join.
    expect((await elsewhere.request('PUT', '/api/user/profile', { token: admin.token, body: { persona: 'admin', userName: 'Ann', subjectName: 'Someone' } })).status).toBe(200);
    for (const role of ['storyteller', 'contributor', 'viewer'] as const) await join(elsewhere, admin, members[role], role, `The ${role}`);
    const res = await uploadImport(elsewhere, admin.token, original.bytes);
    expect(res.status).toBe(201);
    const { json } = original;
    expect(res.body).toEqual({
      success: true,
      imported: {
        conversations: json.conversations.length,
        messages: json.conversations.flatMap((c) => c.messages).length,
        memories: json.memories.length,
        stories: json.stories.length,
        followUpItems: json.follow_up_items.length,
        recordings: 3,
      },
    });
    const again = await downloadExport(elsewhere, admin.token);
    expect(again.json.exported_at).not.toBe(json.exported_at);
    expect(again.json.conversations[0]!.id).not.toBe(json.conversations[0]!.id);
    expect(normaliseIds(again.json)).toEqual(normaliseIds(json));
    // The recordings came over byte for byte, each with its message or perspective.
    const audioOf = (e: Export) => {
      const n = normaliseIds(e.json);
      const names = [...n.conversations.flatMap((c) => c.messages.map((m) => m.audio)), ...n.stories.flatMap((s) => s.perspectives.map((p) => p.audio))];
      const raw = [...e.json.conversations.flatMap((c) => c.messages.map((m) => m.audio)), ...e.json.stories.flatMap((s) => s.perspectives.map((p) => p.audio))];
      return Object.fromEntries(names.flatMap((name, i) => (name ? [[name, e.files.get(raw[i]!)!.toString('base64')]] : [])));
    };
    expect(Object.keys(audioOf(again)).length).toBe(3);
    expect(audioOf(again)).toEqual(audioOf(original));
    // What the family reads there: the stories, with their perspectives; the storyteller's conversations are hers.
    const stories = await elsewhere.request('GET', '/api/stories', { token: members.contributor.token });
    expect(stories.body.stories.map((s: { title: string }) => s.title).sort()).toEqual(json.stories.filter((s) => !s.private && s.status !== 'discarded').map((s) => s.title).sort());
    const conversations = await elsewhere.request('GET', '/api/conversations', { token: members.storyteller.token });
    expect(conversations.body.conversations.length).toBe(json.conversations.filter((c) => c.owner === members.storyteller.uid).length);
  });

  it('takes an archive into another admin’s fresh archive on the same server: every author not a member there becomes that admin', async () => {
    const newcomer = await emptyArchive(server, 'Bea', 'Someone else');
    const res = await uploadImport(server, newcomer.token, original.bytes, 'application/octet-stream');
    expect(res.status).toBe(201);
    const again = await downloadExport(server, newcomer.token);
    const { json } = original;
    const asBea = (id: string | null) => (id === null ? null : newcomer.uid);
    const expected: ArchiveExport = {
      ...json,
      members: [{ id: newcomer.uid, name: 'Bea', role: 'admin' }],
      conversations: json.conversations.map((c) => ({ ...c, owner: newcomer.uid })),
      memories: json.memories.map((m) => ({ ...m, revisions: m.revisions.map((r) => ({ ...r, by: asBea(r.by) })) })),
      stories: json.stories.map((s) => ({
        ...s,
        revisions: s.revisions.map((r) => ({ ...r, by: asBea(r.by) })),
        perspectives: s.perspectives.map((p) => ({ ...p, by: newcomer.uid })),
      })),
      encouragements: json.encouragements.map((e) => ({ ...e, by: newcomer.uid })),
    };
    expect(normaliseIds(again.json)).toEqual(normaliseIds(expected));
    // The original family's archive is as it was.
    expect(normaliseIds((await downloadExport(server, family.admin.token)).json)).toEqual(normaliseIds(json));
  });

  describe('refusals write nothing', () => {
    let admin: TestUser;
    let before: Awaited<ReturnType<typeof rowCounts>>;
    let archiveJson: ArchiveExport;
    let files: Map<string, Buffer>;

    beforeAll(async () => {
      admin = await emptyArchive(server, 'Cy', 'Nobody yet');
      files = await unzipAll(original.bytes);
      archiveJson = original.json;
    });

    const refused = async (body: Buffer | ReadableStream<Uint8Array>, status: number, error: string, detail?: RegExp, user = admin) => {
      before = await rowCounts(server);
      const res = await uploadImport(server, user.token, body);
      expect(res.status).toBe(status);
      expect(res.body.error).toBe(error);
      if (detail) expect(res.body.detail).toMatch(detail);
      expect(await rowCounts(server)).toEqual(before);
    };
    /** The export with archive.json changed (and its other files, or those given). */
    const withJson = async (change: (file: Record<string, unknown>) => unknown, keep: Record<string, Buffer | string> = Object.fromEntries([...files].filter(([name]) => name !== 'archive.json'))) =>
      zipOf({ ...keep, 'archive.json': JSON.stringify(change(structuredClone(archiveJson) as unknown as Record<string, unknown>)) });

    it('a file that is not a zip, or a truncated one: 400 importMalformed', async () => {
      await refused(Buffer.from('This is a letter, not a zip file.\n'.repeat(50)), 400, keepsakeTexts.importMalformed);
      await refused(original.bytes.subarray(0, Math.floor(original.bytes.length / 2)), 400, keepsakeTexts.importMalformed);
      await refused(Buffer.alloc(0), 400, keepsakeTexts.importMalformed);
    });

    it('a zip without archive.json, or of another format or version: 400 importNotOurs', async () => {
      await refused(await zipOf({ 'notes.txt': 'hello' }), 400, keepsakeTexts.importNotOurs, /no archive\.json/);
      await refused(await withJson((f) => ({ ...f, version: 2 })), 400, keepsakeTexts.importNotOurs, /version 1/);
      await refused(await withJson((f) => ({ ...f, format: 'someone-else' })), 400, keepsakeTexts.importNotOurs);
      await refused(await withJson(() => [1, 2, 3]), 400, keepsakeTexts.importNotOurs);
    });

    it('archive.json that fails the schema or whose links point at nothing: 400 importMalformed with where', async () => {
      await refused(await zipOf({ 'archive.json': '{"format": "kinstory-archive", "version": 1,' }), 400, keepsakeTexts.importMalformed, /not JSON/);
      await refused(
        await withJson((f) => {
          (f.conversations as { messages: { role: string }[] }[])[0]!.messages[0]!.role = 'robot';
          return f;
        }),
        400,
        keepsakeTexts.importMalformed,
        /^archive\.json at conversations\.0\.messages\.0\.role: /,
      );
      await refused(
        await withJson((f) => {
          (f.stories as { source_message_id: string }[])[0]!.source_message_id = '999999';
          return f;
        }),
        400,
        keepsakeTexts.importMalformed,
        /stories\.0\.source_message_id/,
      );
      // Its recordings are not in the zip.
      await refused(await withJson((f) => f, {}), 400, keepsakeTexts.importMalformed, /audio\/message-\d+\.wav is not in the zip/);
    });

    it('a recording that is not audio fails part-way through, and what was written before it is rolled back', async () => {
      const keep = Object.fromEntries([...files].filter(([name]) => name !== 'archive.json'));
      const perspectiveAudio = archiveJson.stories.flatMap((s) => s.perspectives).find((p) => p.audio)!.audio!;
      keep[perspectiveAudio] = Buffer.from('not audio at all');
      await refused(await withJson((f) => f, keep), 400, keepsakeTexts.importMalformed, /^stories\.\d+\.perspectives\.\d+\.audio: .* is not audio/);
    });

    it('a zip over the limit: 413, with or without its length given', async () => {
      const big = Buffer.concat([original.bytes, Buffer.alloc(MAX_IMPORT)]);
      await refused(big, 413, `${keepsakeTexts.importTooLarge} (at most 1 MB)`);
      const chunked = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < big.length; at += 64 * 1024) controller.enqueue(new Uint8Array(big.subarray(at, at + 64 * 1024)));
          controller.close();
        },
      });
      await refused(chunked, 413, `${keepsakeTexts.importTooLarge} (at most 1 MB)`);
    });

    it('a member who is not an admin: 403; an archive with content: 409; a JSON body: 415', async () => {
      await refused(original.bytes, 403, errorTexts.forbidden, undefined, family.members.storyteller);
      await refused(original.bytes, 409, keepsakeTexts.importNotEmpty, undefined, family.admin);
      const res = await server.request('POST', '/api/archive/import', { token: admin.token, body: { archive: 'json' } });
      expect(res.status).toBe(415);
      // Still empty: the real zip goes in.
      expect((await uploadImport(server, admin.token, original.bytes)).status).toBe(201);
    });
  });
});
