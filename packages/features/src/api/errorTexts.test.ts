import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '@kinstory/mocks/node';
import { ApiError } from './ApiError.ts';
import { createApiClient } from './client.ts';

// Every operation against an MSW server that fails every call: the client must throw the text the
// screens show for that operation (SPEC §7 where it names one) and keep what the server said.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const failEverything = () =>
  server.use(http.all('*', () => HttpResponse.json({ error: 'Internal server error' }, { status: 500 })));

const api = createApiClient({ baseUrl: 'http://kinstory.test', getToken: async () => 'tok' });
const id = '6f1c0a52-2a43-4d2e-9b53-8a9c7c4d1e10';

const operations: [string, () => Promise<unknown>, string][] = [
  ['getProfile', () => api.getProfile(), 'Failed to fetch profile'],
  ['updateProfile', () => api.updateProfile({ persona: 'admin' }), 'Failed to update profile'],
  ['getConversations', () => api.getConversations(), 'Failed to fetch conversations'],
  ['saveIntro', () => api.saveIntro(id, { content: 'Hello' }), 'Failed to save intro message'],
  ['transcribe', () => api.transcribe(new Blob(['x'], { type: 'audio/webm' })), 'Failed to transcribe audio'],
  ['getPendingStoryteller', () => api.getPendingStoryteller('demo-token-0123456789abcdef'), 'Invalid or expired invitation link.'],
  [
    'activateStoryteller',
    () => api.activateStoryteller({ storytellerId: 'demo-token-0123456789abcdef', firebaseUid: 'u1', name: 'Edna', age: 88 }),
    'Failed to activate account. Please try again.',
  ],
  // Operations SPEC leaves "not shown": our own plain texts.
  ['getMessages', () => api.getMessages(id), 'Failed to fetch messages'],
  ['generateTitle', () => api.generateTitle(id), 'Failed to generate title'],
  ['getChatIntro', () => api.getChatIntro(), 'Failed to fetch intro message'],
  ['getMemories', () => api.getMemories(), 'Failed to fetch memories'],
  ['getStories', () => api.getStories(), 'Failed to fetch stories'],
  ['getStoryStats', () => api.getStoryStats(), 'Failed to fetch story stats'],
  ['getFollowUpItems', () => api.getFollowUpItems(), 'Failed to fetch follow-up items'],
  ['markFollowedUp', () => api.markFollowedUp('11'), 'Failed to mark follow-up item'],
  ['getHealth', () => api.getHealth(), 'Failed to reach the server'],
  ['getClientConfig', () => api.getClientConfig(), 'Failed to load configuration'],
  ['getArchive', () => api.getArchive(), 'Failed to load the family archive'],
  ['getLifeMap', () => api.getLifeMap(), 'Failed to load the Life map'],
  ['getInvitations', () => api.getInvitations(), 'Failed to load invitations'],
  ['createInvitation', () => api.createInvitation({ role: 'viewer', name: 'Tom' }), 'Failed to create the invitation'],
  ['revokeInvitation', () => api.revokeInvitation('9b2d6f1e-7c3a-4e5b-9d8c-1a2b3c4d5e6f'), 'Failed to revoke the invitation'],
  ['speak', () => api.speak('Hello'), 'Failed to generate speech'],
  ['getTranscript', () => api.getTranscript(id, 'Europe/London'), 'Failed to download the transcript'],
  ['getMembers', () => api.getMembers(), 'Failed to load members'],
  ['updateMemberRole', () => api.updateMemberRole('u-tom', 'viewer'), 'Failed to change the role'],
  ['removeMember', () => api.removeMember('u-tom'), 'Failed to remove the member'],
  ['deleteConversation', () => api.deleteConversation(id), 'Failed to delete the conversation'],
  ['deleteStory', () => api.deleteStory('4'), 'Failed to delete the story'],
  ['deleteMemory', () => api.deleteMemory('1'), 'Failed to delete the memory'],
  ['deleteFollowUpItem', () => api.deleteFollowUpItem('11'), 'Failed to delete the follow-up item'],
  ['patchStory', () => api.patchStory('4', { status: 'confirmed' }), 'Failed to save the story'],
  ['getStoryRevisions', () => api.getStoryRevisions('4'), 'Failed to load the story’s history'],
  ['undoStoryRevision', () => api.undoStoryRevision('4', '12'), 'Failed to undo the change'],
  ['patchMemory', () => api.patchMemory('1', { places: ['Leeds'] }), 'Failed to save the memory'],
  ['getMemoryRevisions', () => api.getMemoryRevisions('1'), 'Failed to load the memory’s history'],
  ['undoMemoryRevision', () => api.undoMemoryRevision('1', '12'), 'Failed to undo the change'],
  ['deleteAccount', () => api.deleteAccount(), 'Failed to delete your account'],
  ['deleteArchive', () => api.deleteArchive(), 'Failed to delete the family archive'],
  ['signOutEverywhere', () => api.signOutEverywhere(), 'Failed to sign you out everywhere'],
  ['uploadRecording', () => api.uploadRecording(new Blob(['x'], { type: 'audio/webm' })), 'Failed to keep the recording'],
  ['saveVoiceMemory', () => api.saveVoiceMemory(id, { recordingId: id }), 'Failed to keep the voice memory'],
  ['getVoiceMemories', () => api.getVoiceMemories(), 'Failed to load the voice memories'],
  ['transcribeMessage', () => api.transcribeMessage('7', 'We sailed at dawn.'), 'Failed to save what was said'],
  ['updateArchiveSettings', () => api.updateArchiveSettings({ keepRecordings: false }), 'Failed to change the setting'],
  ['downloadStoryAudio', () => api.downloadStoryAudio('4'), 'Failed to download the audio'],
  ['addPerspective', () => api.addPerspective('4', { text: 'I remember it too.' }), 'Failed to share your perspective'],
  ['getEncouragements', () => api.getEncouragements(), 'Failed to load encouragement'],
  ['sendEncouragement', () => api.sendEncouragement('Keep going, Mum!'), 'Failed to send your message'],
  ['markEncouragementsSeen', () => api.markEncouragementsSeen(), 'Failed to mark encouragement as seen'],
  ['getBookPlan', () => api.getBookPlan({ order: 'theme' }), 'Failed to prepare the book'],
  ['downloadBook', () => api.downloadBook({ largePrint: true }), 'Failed to make the PDF'],
  ['downloadExport', () => api.downloadExport(), 'Failed to download everything'],
  ['downloadFamilyTree', () => api.downloadFamilyTree(), 'Failed to download the family tree'],
  ['importArchive', () => api.importArchive(new Blob(['PK'], { type: 'application/zip' })), 'Failed to import the archive'],
  ['getPromptSchedule', () => api.getPromptSchedule(), 'Failed to load the weekly question'],
  [
    'savePromptSchedule',
    () => api.savePromptSchedule({ enabled: true, day: 'sunday', time: '10:00', timeZone: 'Europe/London', email: 'edna@example.com' }),
    'Failed to save the weekly question',
  ],
  ['savePromptQuestions', () => api.savePromptQuestions({ questions: ['What games did you play?'] }), 'Failed to save the questions'],
  ['sendPromptNow', () => api.sendPromptNow(), "Failed to send this week's question"],
  ['openPromptSend', () => api.openPromptSend(id), 'Failed to open the question'],
  ['requestSignInLink', () => api.requestSignInLink({ email: 'edna@example.com' }), 'Failed to send the sign-in link'],
];

/** Methods that make no call of their own. */
const noCall = ['audioUrl'];
/** The streams, whose failures are their own (streaming/chatStream.test.ts, memoryEvents.test.ts). */
const streams = ['streamChat', 'subscribeMemoryEvents'];

describe('every operation throws its text on a failed call', () => {
  it('covers every method of the client', () => {
    expect([...operations.map(([name]) => name), ...noCall, ...streams].sort()).toEqual(Object.keys(api).sort());
  });

  it('audioUrl carries the token in the query, where an <audio> element can send it', async () => {
    expect(await api.audioUrl({ messageId: '7' })).toBe('http://kinstory.test/api/messages/7/audio?token=tok');
    expect(await api.audioUrl({ perspectiveId: '3' })).toBe('http://kinstory.test/api/perspectives/3/audio?token=tok');
    const signedOut = createApiClient({ baseUrl: '', getToken: async () => null });
    expect(await signedOut.audioUrl({ messageId: '7' })).toBe('/api/messages/7/audio');
  });

  it.each(operations)('%s', async (_name, call, text) => {
    failEverything();
    const error = await call().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(text);
    expect((error as ApiError).status).toBe(500);
    expect((error as ApiError).serverError).toBe('Internal server error');
  });
});
