import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encouragementListResponseSchema, errorTexts, messageSchema, profileSchema, storySchema } from '@kinstory/contract';
import { deleteAccountHandlers, fixtures, membersHandlers } from '@kinstory/mocks';
import { server } from '@kinstory/mocks/node';
import { shownErrorText } from './ApiError.ts';
import { createApiClient } from './client.ts';
import { archiveExportSchema, bookStorySchema, keepsakeTexts, promptScheduleResponseSchema, promptTexts } from '@kinstory/contract';
import { exportHandlers, importHandlers, weeklyQuestionArchive } from '@kinstory/mocks';
import { http, HttpResponse } from 'msw';

// The MSW fixtures feed Storybook and the component tests: every one must pass the same contract
// validation the real client applies, or stories would show states the server can never produce.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const api = createApiClient({ baseUrl: 'http://kinstory.test', getToken: async () => 'tok' });
const id = fixtures.conversationIds.fair;

describe('the MSW fixtures satisfy the contract', () => {
  it.each([
    ['getProfile', () => api.getProfile()],
    ['getConversations', () => api.getConversations()],
    ['getMessages', () => api.getMessages(id)],
    ['getMemories', () => api.getMemories(id)],
    ['getStories', () => api.getStories({ limit: 20 })],
    ['getStoryStats', () => api.getStoryStats()],
    ['getFollowUpItems', () => api.getFollowUpItems({ includeFollowedUp: false })],
    ['getChatIntro', () => api.getChatIntro()],
    ['getHealth', () => api.getHealth()],
    ['getArchive', () => api.getArchive()],
    ['getLifeMap', () => api.getLifeMap()],
    ['getPromptSchedule', () => api.getPromptSchedule()],
    ['getInvitations', () => api.getInvitations()],
    ['getPendingStoryteller', () => api.getPendingStoryteller('demo-token-0123456789abcdef')],
    ['updateProfile', () => api.updateProfile({ persona: 'admin' })],
    ['generateTitle', () => api.generateTitle(id)],
    ['saveIntro', () => api.saveIntro(id, { content: 'Tell me about Alfie' })],
    ['markFollowedUp', () => api.markFollowedUp('11')],
    ['createInvitation', () => api.createInvitation({ role: 'storyteller', name: 'Edna', age: 88 })],
    ['revokeInvitation', () => api.revokeInvitation('9b2d6f1e-7c3a-4e5b-9d8c-1a2b3c4d5e6f')],
    ['activateStoryteller', () => api.activateStoryteller({ storytellerId: 'demo-token-0123456789abcdef', firebaseUid: 'u1', name: 'Edna', age: 88 })],
    ['transcribe', () => api.transcribe(new Blob(['x'], { type: 'audio/webm' }))],
    ['getMembers', () => api.getMembers()],
    ['updateMemberRole', () => api.updateMemberRole('u-tom', 'viewer')],
    ['removeMember', () => api.removeMember('u-tom')],
    ['deleteConversation', () => api.deleteConversation(id)],
    ['deleteStory', () => api.deleteStory('4')],
    ['deleteMemory', () => api.deleteMemory('1')],
    ['deleteFollowUpItem', () => api.deleteFollowUpItem('11')],
    ['deleteAccount', () => api.deleteAccount()],
    ['deleteArchive', () => api.deleteArchive()],
    ['signOutEverywhere', () => api.signOutEverywhere()],
  ])('%s', async (_name, call) => {
    await expect(call()).resolves.toBeTruthy();
  });

  it('the mocked chat stream streams the mock reply and a memory', async () => {
    const memories: unknown[] = [];
    const reply = await api.streamChat({ text: 'Hello', conversationId: id }, { onMemory: (m) => memories.push(m) });
    expect(reply).toMatch(/^Hampstead Heath in 1946/);
    expect(memories).toEqual([fixtures.memoryPayload]);
  });

  it('the text-to-speech mock answers a WAV', async () => {
    const audio = await api.speak('Hello');
    expect(audio.type).toBe('audio/wav');
    expect(new TextDecoder().decode((await audio.arrayBuffer()).slice(0, 4))).toBe('RIFF');
  });
});

describe('the family fixtures', () => {
  it('everyone but an admin receives members without e-mails', async () => {
    server.use(membersHandlers.withoutEmails);
    const { members } = await api.getMembers();
    expect(members.map((m) => m.name)).toEqual(fixtures.members.map((m) => m.name));
    expect(members.every((m) => !('email' in m))).toBe(true);
    server.resetHandlers();
  });

  it("the last admin's refusal carries the server's text, for the screens to show as is", async () => {
    server.use(deleteAccountHandlers.lastAdmin);
    const error = await api.deleteAccount().catch((e: unknown) => e);
    expect(shownErrorText(error)).toBe(errorTexts.lastAdminAccount);
    server.resetHandlers();
  });
});

describe('the voice fixtures (issue #17)', () => {
  it.each([
    ['uploadRecording', () => api.uploadRecording(new Blob(['x'], { type: 'audio/webm' }))],
    ['saveVoiceMemory', () => api.saveVoiceMemory(id, { recordingId: fixtures.recordingId, messageId: 'm-new' })],
    ['getVoiceMemories', () => api.getVoiceMemories()],
    ['transcribeMessage', () => api.transcribeMessage('14', 'We sailed at dawn.')],
    ['updateArchiveSettings', () => api.updateArchiveSettings({ keepRecordings: false })],
  ])('%s', async (_name, call) => {
    await expect(call()).resolves.toBeTruthy();
  });

  it('stories told aloud and spoken messages satisfy the contract', () => {
    for (const story of [fixtures.storyWithRecordings, fixtures.storyWithThreeRecordings]) expect(() => storySchema.parse(story)).not.toThrow();
    for (const message of fixtures.spokenMessages) expect(() => messageSchema.parse(message)).not.toThrow();
  });

  it('a kept transcription names its recording, and a story downloads its audio as a WAV', async () => {
    expect((await api.transcribe(new Blob(['x'], { type: 'audio/webm' }))).recordingId).toBe(fixtures.recordingId);
    const { fileName, blob } = await api.downloadStoryAudio('4');
    expect(fileName).toBe('marrying-harold.wav');
    expect(new TextDecoder().decode((await blob.arrayBuffer()).slice(0, 4))).toBe('RIFF');
  });
});

describe('the perspectives and encouragement fixtures (issue #17)', () => {
  it.each([
    ['addPerspective', () => api.addPerspective('4', { text: 'I was there too.' })],
    ['addPerspective told aloud', () => api.addPerspective('4', { text: '', recordingId: fixtures.recordingId })],
    ['getEncouragements', () => api.getEncouragements()],
    ['sendEncouragement', () => api.sendEncouragement('Thinking of you')],
    ['markEncouragementsSeen', () => api.markEncouragementsSeen()],
  ])('%s', async (_name, call) => {
    await expect(call()).resolves.toBeTruthy();
  });

  it('stories with perspectives, every message and the viewer satisfy the contract', () => {
    for (const story of fixtures.storiesWithPerspectives) expect(() => storySchema.parse(story)).not.toThrow();
    for (const list of [fixtures.encouragements, fixtures.encouragementsSeen]) expect(() => encouragementListResponseSchema.parse({ encouragements: list })).not.toThrow();
    expect(() => profileSchema.parse(fixtures.viewerProfile)).not.toThrow();
  });

  it('a perspective told aloud plays as a WAV', async () => {
    const response = await fetch(await api.audioUrl({ perspectiveId: '22' }));
    expect(response.headers.get('content-type')).toBe('audio/wav');
  });
});

describe('the keepsake fixtures (issue #16)', () => {
  const text = async (blob: Blob, bytes: number) => new TextDecoder().decode((await blob.arrayBuffer()).slice(0, bytes));

  it('the book plan chooses the confirmed stories by default, and those asked for when asked', async () => {
    const plan = await api.getBookPlan({});
    expect(plan.title).toBe('The Stories of Edna');
    for (const story of fixtures.bookArchiveStories.concat(fixtures.bookDraftStories)) expect(() => storySchema.parse(story)).not.toThrow();
    for (const story of plan.available) expect(() => bookStorySchema.parse(story)).not.toThrow();
    expect(plan.chapters.every((c) => c.status === 'confirmed')).toBe(true);
    expect(plan.chapters.length).toBeGreaterThan(1);
    const draft = plan.available.find((s) => s.status === 'draft')!;
    const asked = await api.getBookPlan({ storyIds: [draft.storyId], title: 'For Alfie', order: 'theme' });
    expect(asked.chapters.map((c) => c.storyId)).toEqual([draft.storyId]);
    expect(asked.title).toBe('For Alfie');
  });

  it('book.pdf is a PDF, family.ged GEDCOM, the export a zip holding a valid archive.json', async () => {
    const book = await api.downloadBook({});
    expect(await text(book.blob, 5)).toBe('%PDF-');
    const tree = await api.downloadFamilyTree();
    expect(tree.fileName).toMatch(/\.ged$/);
    expect(await tree.blob.text()).toMatch(/^0 HEAD\n1 GEDC\n2 VERS 7\.0/);
    expect(() => archiveExportSchema.parse(fixtures.archiveExport)).not.toThrow();
    const zip = await api.downloadExport();
    expect(zip.fileName).toMatch(/\.zip$/);
    expect(await text(zip.blob, 4)).toBe('PK\u0003\u0004');
    expect(await zip.blob.text()).toContain('"format": "kinstory-archive"');
  });

  it('the streamed export tells its progress up to its Content-Length', async () => {
    server.use(exportHandlers.slow);
    const progress: [number, number | null][] = [];
    const { blob } = await api.downloadExport((received, total) => progress.push([received, total]));
    expect(progress.length).toBeGreaterThan(5);
    expect(progress.at(-1)).toEqual([blob.size, blob.size]);
    expect(blob.size).toBeGreaterThan(3 * 1024 * 1024);
    server.resetHandlers();
  }, 10_000);

  it('import sends the zip as application/zip; its refusals carry the server’s text', async () => {
    const sent: [string | null, number][] = [];
    server.use(
      http.post('*/api/archive/import', async ({ request }) => {
        sent.push([request.headers.get('content-type'), (await request.arrayBuffer()).byteLength]);
        return HttpResponse.json(fixtures.archiveImported, { status: 201 });
      }),
    );
    await expect(api.importArchive(new File([fixtures.exportZip()], 'kinstory.zip'))).resolves.toEqual(fixtures.archiveImported);
    expect(sent).toEqual([['application/zip', fixtures.exportZip().length]]);
    for (const [handler, status, error] of [
      [importHandlers.notEmpty, 409, keepsakeTexts.importNotEmpty],
      [importHandlers.notOurs, 400, keepsakeTexts.importNotOurs],
      [importHandlers.tooLarge, 413, keepsakeTexts.importTooLarge],
    ] as const) {
      server.use(handler);
      await expect(api.importArchive(new Blob(['x']))).rejects.toMatchObject({ status, serverError: error });
    }
    server.resetHandlers();
  });
});

describe('the weekly question fixtures (issue #20)', () => {
  const schedule = { enabled: true, day: 'wednesday', time: '09:30', timeZone: 'Europe/Dublin', email: 'edna@example.com' } as const;

  it.each([
    ['savePromptSchedule', () => api.savePromptSchedule(schedule)],
    ['savePromptQuestions', () => api.savePromptQuestions({ questions: ['What games did you play as a child?'] })],
    ['sendPromptNow', () => api.sendPromptNow()],
  ])('%s', async (_name, call) => {
    await expect(call()).resolves.toBeTruthy();
  });

  it('every state of the card satisfies the contract', () => {
    const states = [
      fixtures.promptScheduleOff,
      fixtures.promptScheduleOn,
      fixtures.promptSchedulePaused,
      fixtures.promptScheduleUnsubscribed,
      fixtures.promptScheduleFailing,
      fixtures.promptScheduleOutbox,
      fixtures.promptScheduleStreak,
    ];
    for (const state of states) expect(() => promptScheduleResponseSchema.parse(state)).not.toThrow();
  });

  it('a saved schedule goes out next at its day and time in its zone', async () => {
    const saved = await api.savePromptSchedule(schedule);
    expect(saved.schedule).toEqual(schedule);
    const next = new Date(saved.nextSendAt!);
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Dublin', weekday: 'long', hour: '2-digit', minute: '2-digit' }).format(next);
    expect(local).toBe('Wednesday 09:30');
    expect(saved.nextSendAt! - Date.now()).toBeLessThanOrEqual(7 * 24 * 3_600_000);
  });

  it('a stored weekly question keeps its saves and sends once a week', async () => {
    const store = weeklyQuestionArchive(fixtures.promptScheduleOn);
    server.use(...store.handlers);
    const [first, second, third] = fixtures.promptQuestions.map((q) => q.text) as [string, string, string];
    const reordered = await api.savePromptQuestions({ questions: [second, 'Who was your best friend?', third] });
    expect(reordered.questions).toEqual([fixtures.promptQuestions[1], { text: 'Who was your best friend?', source: 'family' }, fixtures.promptQuestions[2]]);
    expect((await api.getPromptSchedule()).questions.map((q) => q.text)).not.toContain(first);
    await expect(api.sendPromptNow()).resolves.toMatchObject({ question: second });
    const refused = await api.sendPromptNow().catch((e: unknown) => e);
    expect(shownErrorText(refused)).toBe(promptTexts.alreadySent);
    await expect(api.savePromptSchedule({ ...schedule, time: '22:00' })).rejects.toMatchObject({ status: 400, serverError: promptTexts.quietHours });
    expect(store.calls.sendNow).toBe(2);
    server.resetHandlers();
  });

  it("an address that asked to stop is refused with the contract's text", async () => {
    server.use(...weeklyQuestionArchive(fixtures.promptScheduleUnsubscribed).handlers);
    await expect(api.savePromptSchedule({ ...fixtures.promptScheduleUnsubscribed.schedule!, enabled: true })).rejects.toMatchObject({
      status: 409,
      serverError: promptTexts.unsubscribed,
    });
    const moved = await api.savePromptSchedule({ ...schedule, email: 'grace@example.com' });
    expect(moved.unsubscribedAt).toBeNull();
    expect(moved.nextSendAt).not.toBeNull();
    server.resetHandlers();
  });
});
