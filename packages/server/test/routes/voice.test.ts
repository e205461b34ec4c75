import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { voiceTexts } from '@kinstory/contract';
import { embeddedProviders } from '../../src/plugins/providers.ts';
import { useTestServer, type TestServer } from '../helpers/app.ts';
import { unzipEntries } from '../helpers/archiveZip.ts';
import { fetchAudio, upload, wav } from '../helpers/audio.ts';
import { STORY, STORY2, waitForJobs } from '../helpers/backup.ts';
import { createFamily, familyAndAnother, type TestFamily } from '../helpers/family.ts';
import { chat, items, subscribe, waitFor } from '../helpers/sse.ts';
import { createUser, type TestUser } from '../helpers/users.ts';

/** Uploads a recording as `user` and sends it with a chat message; answers the stored user message's row id. */
async function spoken(server: TestServer, user: TestUser, text: string, audio: Buffer, conversationId = randomUUID()) {
  const kept = await upload(server, user.token, audio);
  expect(kept.status).toBe(201);
  const messageId = randomUUID();
  const res = await chat(server.url, user.token, { text, conversationId, messageId, recordingId: kept.body.recordingId });
  expect(items(res.events).at(-1)).toBe('[DONE]');
  const messages = (await server.request('GET', `/api/conversations/${conversationId}/messages`, { token: user.token })).body.messages;
  const row = messages.find((m: { message_id: string }) => m.message_id === messageId);
  return { conversationId, messageId, recordingId: kept.body.recordingId as string, id: row.id as string, messages };
}

const recordingCount = async (server: TestServer, where: { archiveId?: string; uid?: string } = {}) => {
  let q = server.app.repos.db.selectFrom('recordings').select((eb) => eb.fn.countAll<number>().as('n'));
  if (where.archiveId) q = q.where('archive_id', '=', where.archiveId);
  if (where.uid) q = q.where('uid', '=', where.uid);
  return Number((await q.executeTakeFirstOrThrow()).n);
};

/** Issue #17 part 1, voice kept: uploads, spoken messages, voice memories, and who may hear them. */
describe('voice kept (no speech-to-text configured)', () => {
  // The job runner looks for due jobs once a minute: a transcript's extraction runs because it wakes it.
  const server = useTestServer({ jobs: { pollMs: 60_000 } });
  let family: TestFamily;
  let other: TestFamily;

  beforeAll(async () => ({ family, other } = await familyAndAnother(server)));

  it('a spoken message keeps its recording: the messages say so, and its owner hears it whole or by byte ranges', async () => {
    const teller = family.members.storyteller;
    const audio = wav(2_000, 3);
    const kept = await upload(server, teller.token, audio);
    expect(kept).toEqual({ status: 201, body: { recordingId: expect.any(String), contentType: 'audio/wav', size: audio.length } });
    const conversationId = randomUUID();
    const messageId = randomUUID();
    const res = await chat(server.url, teller.token, { text: STORY, conversationId, messageId, recordingId: kept.body.recordingId });
    expect(items(res.events).at(-1)).toBe('[DONE]');
    const { messages } = (await server.request('GET', `/api/conversations/${conversationId}/messages`, { token: teller.token })).body;
    expect(messages[0]).toMatchObject({ message_id: messageId, role: 'user', id: expect.stringMatching(/^\d+$/), audio: true, awaiting_transcript: false });
    expect(messages[1]).toMatchObject({ role: 'assistant', id: expect.stringMatching(/^\d+$/), audio: false, awaiting_transcript: false });
    const id = messages[0].id as string;

    const whole = await fetchAudio(server, `/api/messages/${id}/audio`, { token: teller.token });
    expect(whole.status).toBe(200);
    expect(whole.bytes.equals(audio)).toBe(true);
    expect(whole.headers).toMatchObject({ 'content-type': 'audio/wav', 'content-length': String(audio.length), 'accept-ranges': 'bytes', 'cache-control': 'private' });

    const first = await fetchAudio(server, `/api/messages/${id}/audio`, { token: teller.token, headers: { range: 'bytes=0-9' } });
    expect(first.status).toBe(206);
    expect(first.bytes.equals(audio.subarray(0, 10))).toBe(true);
    expect(first.headers).toMatchObject({ 'content-range': `bytes 0-9/${audio.length}`, 'content-length': '10', 'content-type': 'audio/wav' });
    const tail = await fetchAudio(server, `/api/messages/${id}/audio`, { token: teller.token, headers: { range: 'bytes=-100' } });
    expect(tail.status).toBe(206);
    expect(tail.bytes.equals(audio.subarray(audio.length - 100))).toBe(true);
    const past = await fetchAudio(server, `/api/messages/${id}/audio`, { token: teller.token, headers: { range: 'bytes=999999999-' } });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${audio.length}`);

    // An <audio> element sends no header: the token comes as ?token=. No token at all: 401.
    const byQuery = await fetchAudio(server, `/api/messages/${id}/audio?token=${encodeURIComponent(teller.token)}`);
    expect(byQuery.status).toBe(200);
    expect(byQuery.bytes.equals(audio)).toBe(true);
    expect((await fetchAudio(server, `/api/messages/${id}/audio`)).status).toBe(401);
    expect((await fetchAudio(server, `/api/messages/${id}/audio?token=not-a-token`)).status).toBe(401);
    // ?token= is for the audio only.
    expect((await server.request('GET', `/api/conversations/${conversationId}/messages?token=${encodeURIComponent(teller.token)}`)).status).toBe(401);

    // A retry of the same message with the same recording is the same message, not a refusal.
    const retry = await chat(server.url, teller.token, { text: STORY, conversationId, messageId, recordingId: kept.body.recordingId });
    expect(retry.status).toBe(200);
    expect(items(retry.events).at(-1)).toBe('[DONE]');
    expect((await server.request('GET', `/api/conversations/${conversationId}/messages`, { token: teller.token })).body.messages).toHaveLength(2);
  });

  it('a story lists the recordings it was told in; who may see the story hears them, a private one only those who see it, and no other family', async () => {
    const teller = family.members.storyteller;
    const audio = wav(600, 5);
    const { id, conversationId } = await spoken(server, teller, STORY2, audio);
    await waitForJobs(server);
    const stories = (await server.request('GET', '/api/stories?limit=100', { token: family.admin.token })).body.stories;
    const story = stories.find((s: { conversation_id: string }) => s.conversation_id === conversationId);
    expect(story.recordings).toEqual([id]);

    const path = `/api/messages/${id}/audio`;
    for (const member of [family.admin, family.members.contributor, family.members.viewer]) {
      const heard = await fetchAudio(server, path, { token: member.token });
      expect(heard.status).toBe(200);
      expect(heard.bytes.equals(audio)).toBe(true);
    }
    expect((await fetchAudio(server, path, { token: other.admin.token })).status).toBe(404);

    // Private: the contributor and the viewer no longer see the story, nor hear it.
    expect((await server.request('PATCH', `/api/stories/${story.id}`, { token: teller.token, body: { private: true } })).status).toBe(200);
    for (const member of [family.members.contributor, family.members.viewer]) {
      const refused = await fetchAudio(server, path, { token: member.token });
      expect(refused.status).toBe(404);
      expect(JSON.parse(refused.bytes.toString())).toEqual({ error: 'Message not found' });
      expect((await fetchAudio(server, `/api/stories/${story.id}/audio`, { token: member.token })).status).toBe(404);
    }
    expect((await fetchAudio(server, path, { token: family.admin.token })).status).toBe(200);
    // Discarded: out of the record, so heard by its teller only.
    expect((await server.request('PATCH', `/api/stories/${story.id}`, { token: teller.token, body: { private: false, status: 'discarded' } })).status).toBe(200);
    expect((await fetchAudio(server, path, { token: family.members.contributor.token })).status).toBe(404);
    expect((await fetchAudio(server, path, { token: teller.token })).status).toBe(200);
  });

  it('a message of someone else\'s conversation that is in no story is heard by its owner only', async () => {
    const contributor = family.members.contributor;
    const { id } = await spoken(server, contributor, 'Good morning.', wav(100, 7));
    expect((await fetchAudio(server, `/api/messages/${id}/audio`, { token: contributor.token })).status).toBe(200);
    for (const member of [family.admin, family.members.storyteller, family.members.viewer, other.admin]) {
      expect((await fetchAudio(server, `/api/messages/${id}/audio`, { token: member.token })).status).toBe(404);
    }
    // A message with no recording: its owner is told so.
    const conversationId = randomUUID();
    await chat(server.url, contributor.token, { text: 'Just typing today.', conversationId });
    const typed = (await server.request('GET', `/api/conversations/${conversationId}/messages`, { token: contributor.token })).body.messages[0];
    expect(typed.audio).toBe(false);
    const none = await fetchAudio(server, `/api/messages/${typed.id}/audio`, { token: contributor.token });
    expect(none.status).toBe(404);
    expect(JSON.parse(none.bytes.toString())).toEqual({ error: voiceTexts.noAudio });
    expect((await fetchAudio(server, '/api/messages/999999999/audio', { token: contributor.token })).status).toBe(404);
  });

  it('a perspective\'s recording is heard by whoever may see its story, and no one else', async () => {
    const teller = family.members.storyteller;
    const contributor = family.members.contributor;
    const conversationId = randomUUID();
    await chat(server.url, teller.token, { text: STORY, conversationId });
    await waitForJobs(server);
    const story = (await server.request('GET', '/api/stories?limit=100', { token: family.admin.token })).body.stories.find(
      (s: { conversation_id: string }) => s.conversation_id === conversationId,
    );
    // The perspective's row as POST /api/stories/:id/perspectives stores it, with the contributor's recording.
    const { repos } = server.app;
    const audio = wav(500, 19);
    const kept = await upload(server, contributor.token, audio);
    const perspective = await repos.db
      .insertInto('perspectives')
      .values({ archive_id: family.archiveId, story_id: Number(story.id), uid: contributor.uid, text: '', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await repos.recordings.attach(kept.body.recordingId, { uid: contributor.uid, archiveId: family.archiveId }, { perspectiveId: perspective.id })).toBe(true);
    const path = `/api/perspectives/${perspective.id}/audio`;
    for (const member of [family.admin, teller, contributor, family.members.viewer]) {
      const heard = await fetchAudio(server, `${path}?token=${encodeURIComponent(member.token)}`, { headers: { range: 'bytes=10-19' } });
      expect(heard.status).toBe(206);
      expect(heard.bytes.equals(audio.subarray(10, 20))).toBe(true);
    }
    expect((await fetchAudio(server, path, { token: other.admin.token })).status).toBe(404);
    expect((await fetchAudio(server, '/api/perspectives/999999999/audio', { token: family.admin.token })).status).toBe(404);
    // Its story made private: the contributor and the viewer see neither.
    expect((await server.request('PATCH', `/api/stories/${story.id}`, { token: teller.token, body: { private: true } })).status).toBe(200);
    for (const member of [contributor, family.members.viewer]) expect((await fetchAudio(server, path, { token: member.token })).status).toBe(404);
    expect((await fetchAudio(server, path, { token: family.admin.token })).status).toBe(200);
    // A written perspective has no recording.
    const written = await repos.db
      .insertInto('perspectives')
      .values({ archive_id: family.archiveId, story_id: Number(story.id), uid: contributor.uid, text: 'I remember it too', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const none = await server.request('GET', `/api/perspectives/${written.id}/audio`, { token: family.admin.token });
    expect(none).toMatchObject({ status: 404, body: { error: 'This perspective has no recording' } });
  });

  it('uploads: members who write; a viewer 403; a file that is not audio 415; a new user gets their archive', async () => {
    const refused = await upload(server, family.members.viewer.token, wav(50));
    expect(refused.status).toBe(403);
    const notAudio = await upload(server, family.admin.token, Buffer.from('just some text, not a recording at all'));
    expect(notAudio.status).toBe(415);
    const newcomer = await createUser('newvoice');
    expect((await upload(server, newcomer.token, wav(50))).status).toBe(201);
    expect(await server.app.repos.archives.findMembership(newcomer.uid)).toMatchObject({ role: 'admin' });
  });

  it('a recordingId that is not the caller\'s own pending recording is a 400 on /chat, and nothing is stored', async () => {
    const teller = family.members.storyteller;
    const contributors = await upload(server, family.members.contributor.token, wav(80));
    const { recordingId: used } = await spoken(server, teller, 'Hello again.', wav(80, 2));
    const otherFamilies = await upload(server, other.admin.token, wav(80));
    for (const recordingId of [randomUUID(), contributors.body.recordingId, used, otherFamilies.body.recordingId]) {
      const conversationId = randomUUID();
      const res = await chat(server.url, teller.token, { text: 'This should not be kept.', conversationId, messageId: randomUUID(), recordingId });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ error: voiceTexts.recordingNotFound });
      expect(await server.app.repos.conversations.find(conversationId)).toBeUndefined();
    }
    // Into an existing conversation: no message either.
    const { conversationId } = await spoken(server, teller, 'One more.', wav(80, 4));
    const before = (await server.app.repos.conversations.listMessages(conversationId)).length;
    const res = await chat(server.url, teller.token, { text: 'Not kept.', conversationId, recordingId: contributors.body.recordingId });
    expect(res.status).toBe(400);
    expect(await server.app.repos.conversations.listMessages(conversationId)).toHaveLength(before);
    // The contributor's recording is still theirs to use.
    expect((await server.app.repos.recordings.find(contributors.body.recordingId))?.message_id).toBeNull();
  });

  it('a voice memory: kept with no words, listed for members who write, transcribed once by typing, then extracted', async () => {
    const teller = family.members.storyteller;
    const contributor = family.members.contributor;
    expect((await server.request('POST', '/api/transcribe', { token: teller.token })).status).toBe(503);
    const audio = wav(300, 9);
    const kept = await upload(server, teller.token, audio);
    const conversationId = randomUUID();
    const messageId = randomUUID();
    const path = `/api/conversations/${conversationId}/voice-memories`;
    const created = await server.request('POST', path, { token: teller.token, body: { recordingId: kept.body.recordingId, messageId } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      success: true,
      message: { message_id: messageId, role: 'user', content: '', created_at: expect.any(String), complete: true, id: expect.stringMatching(/^\d+$/), audio: true, awaiting_transcript: true },
    });
    const id = created.body.message.id as string;
    const again = await server.request('POST', path, { token: teller.token, body: { recordingId: kept.body.recordingId, messageId } });
    expect(again.status).toBe(200);
    expect(again.body.message).toEqual(created.body.message);
    // No reply, no extraction: only the memory itself.
    expect((await server.request('GET', `/api/conversations/${conversationId}/messages`, { token: teller.token })).body.messages).toEqual([created.body.message]);
    expect(await server.app.repos.jobs.find('extract', id)).toBeUndefined();
    const transcript = await server.request('GET', `/api/conversations/${conversationId}/transcript`, { token: teller.token });
    expect(transcript.text).toContain('The storyteller: [voice memory, not transcribed yet]');

    // Someone else's conversation is a missing one; a viewer may not keep voice memories.
    const contributorsRecording = await upload(server, contributor.token, wav(40));
    expect((await server.request('POST', path, { token: contributor.token, body: { recordingId: contributorsRecording.body.recordingId } })).status).toBe(404);
    expect((await server.request('POST', `/api/conversations/${randomUUID()}/voice-memories`, { token: family.members.viewer.token, body: { recordingId: randomUUID() } })).status).toBe(403);
    expect((await server.request('POST', `/api/conversations/${randomUUID()}/voice-memories`, { token: teller.token, body: { recordingId: randomUUID() } })).status).toBe(400);

    const listed = await server.request('GET', '/api/voice-memories', { token: contributor.token });
    expect(listed.status).toBe(200);
    expect(listed.body.voiceMemories).toContainEqual({ id, conversation_id: conversationId, conversation_title: null, teller: 'The storyteller', created_at: created.body.message.created_at });
    expect((await server.request('GET', '/api/voice-memories', { token: family.members.viewer.token })).status).toBe(403);
    expect((await server.request('GET', '/api/voice-memories', { token: other.admin.token })).body.voiceMemories).toEqual([]);
    const nobody = await createUser('nofamily');
    expect((await server.request('GET', '/api/voice-memories', { token: nobody.token })).body).toEqual({ voiceMemories: [] });

    // Members who write hear it to type it; a viewer does not, nor another family.
    expect((await fetchAudio(server, `/api/messages/${id}/audio`, { token: contributor.token })).bytes.equals(audio)).toBe(true);
    expect((await fetchAudio(server, `/api/messages/${id}/audio`, { token: family.members.viewer.token })).status).toBe(404);
    expect((await fetchAudio(server, `/api/messages/${id}/audio`, { token: other.admin.token })).status).toBe(404);

    const transcribePath = `/api/messages/${id}/transcript`;
    expect((await server.request('PUT', transcribePath, { token: family.members.viewer.token, body: { text: STORY2 } })).status).toBe(403);
    expect((await server.request('PUT', transcribePath, { token: other.admin.token, body: { text: STORY2 } })).status).toBe(404);
    expect((await server.request('PUT', transcribePath, { token: contributor.token, body: { text: '  ' } })).status).toBe(400);
    const memoriesBefore = (await server.request('GET', `/api/memories?conversationId=${conversationId}`, { token: family.admin.token })).body.memories.length;
    expect(memoriesBefore).toBe(0);
    const events = await subscribe(server.url, teller.token, conversationId);
    expect(events.status).toBe(200);
    const typed = await server.request('PUT', transcribePath, { token: contributor.token, body: { text: STORY2 } });
    expect(typed.status).toBe(200);
    expect(typed.body).toEqual({ success: true, message: { ...created.body.message, content: STORY2, awaiting_transcript: false } });
    // The job runner extracts it soon, with no chat turn to run it.
    await waitFor(
      async () => (await server.request('GET', `/api/memories?conversationId=${conversationId}`, { token: family.admin.token })).body.memories.length > 0,
      'the voice memory to be extracted',
    );
    // …and reaches the storyteller's open /events stream like any extraction.
    await waitFor(async () => events.events.some((e) => e.event === 'memory'), 'the memory event');
    events.close();
    const second = await server.request('PUT', transcribePath, { token: family.admin.token, body: { text: 'Something else' } });
    expect(second.status).toBe(409);
    expect(second.body.error).toBe(voiceTexts.notAwaitingTranscript);
    expect((await server.request('GET', '/api/voice-memories', { token: contributor.token })).body.voiceMemories.map((v: { id: string }) => v.id)).not.toContain(id);
    // Typed, it is the storyteller's message like any other: its owner still hears it, the contributor no longer by right of typing.
    expect((await fetchAudio(server, `/api/messages/${id}/audio`, { token: teller.token })).status).toBe(200);
    // A message that never awaited words: 409.
    const { id: chatId } = await spoken(server, teller, 'A spoken hello.', wav(30));
    expect((await server.request('PUT', `/api/messages/${chatId}/transcript`, { token: contributor.token, body: { text: 'x' } })).status).toBe(409);
  });

  it('a story\'s recordings download as one file, or a zip of them in order; none: 404', async () => {
    const teller = family.members.storyteller;
    const conversationId = randomUUID();
    const first = wav(120, 11);
    const second = wav(160, 13);
    const a = await spoken(server, teller, 'Good afternoon.', first, conversationId);
    const b = await spoken(server, teller, STORY, second, conversationId);
    await waitForJobs(server);
    const story = (await server.request('GET', '/api/stories?limit=100', { token: family.admin.token })).body.stories.find(
      (s: { conversation_id: string }) => s.conversation_id === conversationId,
    );
    expect(story.recordings).toEqual([a.id, b.id]);
    const zip = await fetchAudio(server, `/api/stories/${story.id}/audio?token=${encodeURIComponent(family.members.contributor.token)}`);
    expect(zip.status).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toMatch(/^attachment; filename="kinstory-[a-z0-9-]+\.zip"$/);
    const slug = /filename="(kinstory-[a-z0-9-]+)\.zip"/.exec(zip.headers['content-disposition']!)![1];
    const files = await unzipEntries(zip.bytes);
    expect(files.map((f) => f.name)).toEqual([`${slug}-1.wav`, `${slug}-2.wav`]);
    expect(files[0]!.bytes.equals(first)).toBe(true);
    expect(files[1]!.bytes.equals(second)).toBe(true);

    // One recording: the file itself. Typed stories have none.
    const single = await spoken(server, teller, STORY2, wav(90, 17));
    await waitForJobs(server);
    const singleStory = (await server.request('GET', '/api/stories?limit=100', { token: family.admin.token })).body.stories.find(
      (s: { conversation_id: string }) => s.conversation_id === single.conversationId,
    );
    const one = await fetchAudio(server, `/api/stories/${singleStory.id}/audio`, { token: family.members.viewer.token });
    expect(one.status).toBe(200);
    expect(one.headers['content-type']).toBe('audio/wav');
    expect(one.headers['content-disposition']).toMatch(/^attachment; filename="kinstory-[a-z0-9-]+-1\.wav"$/);
    expect(one.bytes.equals(wav(90, 17))).toBe(true);
    const typedConversation = randomUUID();
    await chat(server.url, teller.token, { text: STORY, conversationId: typedConversation });
    await waitForJobs(server);
    const typedStory = (await server.request('GET', '/api/stories?limit=100', { token: family.admin.token })).body.stories.find(
      (s: { conversation_id: string }) => s.conversation_id === typedConversation,
    );
    const none = await server.request('GET', `/api/stories/${typedStory.id}/audio`, { token: family.admin.token });
    expect(none).toMatchObject({ status: 404, body: { error: 'This story has no recordings' } });
    expect((await server.request('GET', `/api/stories/${story.id}/audio`, { token: other.admin.token })).status).toBe(404);
    expect((await server.request('GET', '/api/stories/999999999/audio', { token: family.admin.token })).status).toBe(404);
  });

  it('the archive setting: admins turn keeping recordings off (uploads then 409) and on again; others 403; no archive 404', async () => {
    expect((await server.request('GET', '/api/archive', { token: family.admin.token })).body.settings).toEqual({ keepRecordings: true });
    for (const member of Object.values(family.members)) {
      expect((await server.request('PATCH', '/api/archive/settings', { token: member.token, body: { keepRecordings: false } })).status).toBe(403);
    }
    const nobody = await createUser('nosettings');
    expect((await server.request('PATCH', '/api/archive/settings', { token: nobody.token, body: { keepRecordings: false } })).status).toBe(404);
    expect((await server.request('PATCH', '/api/archive/settings', { token: family.admin.token, body: { keepRecordings: 'no' } })).status).toBe(400);
    const off = await server.request('PATCH', '/api/archive/settings', { token: family.admin.token, body: { keepRecordings: false } });
    expect(off).toMatchObject({ status: 200, body: { settings: { keepRecordings: false } } });
    expect((await server.request('GET', '/api/archive', { token: family.members.viewer.token })).body.settings).toEqual({ keepRecordings: false });
    const refused = await upload(server, family.members.storyteller.token, wav(40));
    expect(refused).toEqual({ status: 409, body: { error: voiceTexts.recordingsOff } });
    // Another family is not affected.
    expect((await upload(server, other.admin.token, wav(40))).status).toBe(201);
    const on = await server.request('PATCH', '/api/archive/settings', { token: family.admin.token, body: { keepRecordings: true } });
    expect(on.body).toEqual({ settings: { keepRecordings: true } });
    expect((await upload(server, family.members.storyteller.token, wav(40))).status).toBe(201);
  });

  it('deletes take the recordings with them: a conversation\'s, an account\'s pending uploads, an archive\'s', async () => {
    const family2 = await createFamily(server, 'Delia');
    const teller = family2.members.storyteller;
    const { conversationId } = await spoken(server, teller, 'A word.', wav(40));
    const vm = await upload(server, teller.token, wav(40, 3));
    await server.request('POST', `/api/conversations/${conversationId}/voice-memories`, { token: teller.token, body: { recordingId: vm.body.recordingId } });
    expect(await recordingCount(server, { uid: teller.uid })).toBe(2);
    expect((await server.request('DELETE', `/api/conversations/${conversationId}`, { token: teller.token })).status).toBe(200);
    expect(await recordingCount(server, { uid: teller.uid })).toBe(0);

    // An account: its conversations' recordings and its uploads never kept with anything.
    const contributor = family2.members.contributor;
    await spoken(server, contributor, 'Hi.', wav(40));
    await upload(server, contributor.token, wav(40, 5));
    expect(await recordingCount(server, { uid: contributor.uid })).toBe(2);
    expect((await server.request('DELETE', '/api/user', { token: contributor.token })).status).toBe(200);
    expect(await recordingCount(server, { uid: contributor.uid })).toBe(0);

    // The archive: everything of it.
    await spoken(server, teller, 'Again.', wav(40));
    await upload(server, family2.admin.token, wav(40, 9));
    expect(await recordingCount(server, { archiveId: family2.archiveId })).toBe(2);
    const othersBefore = await recordingCount(server, { archiveId: family.archiveId });
    expect((await server.request('DELETE', '/api/archive', { token: family2.admin.token })).status).toBe(200);
    expect(await recordingCount(server, { archiveId: family2.archiveId })).toBe(0);
    expect(await recordingCount(server, { archiveId: family.archiveId })).toBe(othersBefore);
  });
});

describe('recording uploads are limited', () => {
  const server = useTestServer({ limits: { recordingsPerMinute: 2 } });

  it('per user per minute (429 past the limit), and an upload never kept with a message is dropped after a day', async () => {
    const family = await createFamily(server);
    const teller = family.members.storyteller;
    const first = await upload(server, teller.token, wav(30));
    expect(first.status).toBe(201);
    // A day later, the first was never kept with anything: the next upload drops it.
    await server.app.repos.db.updateTable('recordings').set({ created_at: new Date(Date.now() - 25 * 3_600_000).toISOString() }).where('id', '=', first.body.recordingId).execute();
    const second = await upload(server, teller.token, wav(30, 2));
    expect(second.status).toBe(201);
    expect(await server.app.repos.recordings.find(first.body.recordingId)).toBeUndefined();
    expect(await server.app.repos.recordings.find(second.body.recordingId)).toBeDefined();
    const third = await upload(server, teller.token, wav(30, 3));
    expect(third.status).toBe(429);
    // Another member has their own count.
    expect((await upload(server, family.admin.token, wav(30, 4))).status).toBe(201);
  });
});

describe('voice kept with speech-to-text configured', () => {
  const server = useTestServer({
    providers: {
      ...embeddedProviders(),
      stt: { transcribe: async () => ({ transcript: 'I was born in Leeds.', warning: null }) },
    },
  });

  it('POST /api/transcribe keeps the upload and answers its recordingId when the archive keeps recordings; null otherwise', async () => {
    const family = await createFamily(server);
    const teller = family.members.storyteller;
    const audio = wav(200, 21);
    const heard = await upload(server, teller.token, audio, '/api/transcribe');
    expect(heard).toEqual({ status: 200, body: { transcript: 'I was born in Leeds.', warning: null, recordingId: expect.any(String) } });
    // The client sends it with the message it transcribed.
    const conversationId = randomUUID();
    await chat(server.url, teller.token, { text: heard.body.transcript, conversationId, recordingId: heard.body.recordingId });
    const [message] = (await server.request('GET', `/api/conversations/${conversationId}/messages`, { token: teller.token })).body.messages;
    expect(message).toMatchObject({ content: 'I was born in Leeds.', audio: true });
    expect((await fetchAudio(server, `/api/messages/${message.id}/audio`, { token: teller.token })).bytes.equals(audio)).toBe(true);

    // A viewer's transcription keeps nothing, nor one in an archive that keeps no recordings.
    expect((await upload(server, family.members.viewer.token, wav(20), '/api/transcribe')).body.recordingId).toBeNull();
    await server.request('PATCH', '/api/archive/settings', { token: family.admin.token, body: { keepRecordings: false } });
    const before = await server.app.repos.db.selectFrom('recordings').select('id').execute();
    const off = await upload(server, teller.token, wav(20), '/api/transcribe');
    expect(off).toEqual({ status: 200, body: { transcript: 'I was born in Leeds.', warning: null, recordingId: null } });
    expect(await server.app.repos.db.selectFrom('recordings').select('id').execute()).toHaveLength(before.length);
  });
});
