import {
  activateStorytellerResponseSchema,
  archiveResponseSchema,
  chatIntroResponseSchema,
  clientConfigResponseSchema,
  conversationListResponseSchema,
  createInvitationResponseSchema,
  deleteAccountResponseSchema,
  deleteArchiveResponseSchema,
  deleteResponseSchema,
  generateTitleResponseSchema,
  healthResponseSchema,
  invitationListResponseSchema,
  lifeMapResponseSchema,
  followUpItemListResponseSchema,
  markFollowedUpResponseSchema,
  memberListResponseSchema,
  memoryListResponseSchema,
  messageListResponseSchema,
  okResponseSchema,
  pendingStorytellerResponseSchema,
  profileSchema,
  profileUpdateResponseSchema,
  saveIntroResponseSchema,
  storyListResponseSchema,
  storySchema,
  storedMemorySchema,
  revisionListResponseSchema,
  storyStatsResponseSchema,
  transcriptionResponseSchema,
  updateMemberRoleResponseSchema,
  recordingUploadResponseSchema,
  voiceMemoryResponseSchema,
  voiceMemoryListResponseSchema,
  transcribeMessageResponseSchema,
  archiveSettingsResponseSchema,
  perspectiveResponseSchema,
  encouragementResponseSchema,
  encouragementListResponseSchema,
  encouragementSeenResponseSchema,
  archiveImportResponseSchema,
  bookPlanSchema,
  promptScheduleResponseSchema,
  promptSendNowResponseSchema,
  promptOpenResponseSchema,
  signInLinkResponseSchema,
  type PromptSchedule,
  type PromptQuestionsUpdate,
  type SignInLinkRequest,
  type BookRequest,
  type ArchiveSettingsPatch,
  type PerspectiveRequest,
  DEFAULT_TTS_VOICE,
  RECORDING_FILE_NAME,
  type ActivateStorytellerRequest,
  type CreateInvitationRequest,
  type MemberRole,
  type ProfileUpdate,
  type SaveIntroRequest,
  type MemoryPatch,
  type StoryPatch,
} from '@kinstory/contract';
import type * as z from 'zod/mini';
import { attachmentName, readWithProgress, type DownloadedFile, type DownloadProgress } from './download.ts';
import { streamChat, type ChatStreamHandlers, type ChatStreamRequest } from '../streaming/chatStream.ts';
import { subscribeMemoryEvents, type MemoryEventHandlers } from '../streaming/memoryEvents.ts';
import { request, send, type ApiClientOptions } from './request.ts';

export type { ApiClientOptions, DownloadedFile, DownloadProgress };

/** Query of GET /api/stories as the screens send it. */
export interface StoriesParams {
  conversationId?: string;
  limit?: number;
  offset?: number;
  sortBy?: 'created_at' | 'title';
  sortOrder?: 'ASC' | 'DESC';
}

export interface FollowUpItemsParams {
  conversationId?: string;
  includeFollowedUp?: boolean;
}

const path = (template: string, id: string) => template.replace(':id', encodeURIComponent(id));

/**
 * The product's API client: one method per operation of SPEC §7 and ARCHITECTURE "API". Every call
 * carries the bearer token, every answer is validated by the contract, every failure throws an
 * ApiError whose message is the operation's SPEC text.
 */
export function createApiClient(options: ApiClientOptions) {
  const call = <T>(spec: Parameters<typeof request<T>>[1]) => request(options, spec);
  /** Undoes one change of a story or memory (issue #17): the item as it now is. */
  const undo = <T>(item: string, revisionId: string, schema: z.ZodMiniType<T>) =>
    call({ method: 'POST', path: `${item}${path('/revisions/:id/undo', revisionId)}`, schema, error: 'Failed to undo the change' });
  return {
    getProfile: () => call({ path: '/api/user/profile', schema: profileSchema, error: 'Failed to fetch profile' }),
    updateProfile: (update: ProfileUpdate) =>
      call({ method: 'PUT', path: '/api/user/profile', body: update, schema: profileUpdateResponseSchema, error: 'Failed to update profile' }),
    getConversations: () =>
      call({ path: '/api/conversations', schema: conversationListResponseSchema, error: 'Failed to fetch conversations' }),
    getMessages: (conversationId: string) =>
      call({ path: path('/api/conversations/:id/messages', conversationId), schema: messageListResponseSchema, error: 'Failed to fetch messages' }),
    generateTitle: (conversationId: string) =>
      call({ method: 'POST', path: path('/api/conversations/:id/generate-title', conversationId), schema: generateTitleResponseSchema, error: 'Failed to generate title' }),
    saveIntro: (conversationId: string, intro: SaveIntroRequest) =>
      call({
        method: 'POST',
        path: path('/api/conversations/:id/intro', conversationId),
        body: { templateId: null, templateVariables: {}, ...intro },
        schema: saveIntroResponseSchema,
        error: 'Failed to save intro message',
      }),
    getChatIntro: () => call({ path: '/api/chat/intro', schema: chatIntroResponseSchema, error: 'Failed to fetch intro message' }),
    getMemories: (conversationId?: string) =>
      call({ path: '/api/memories', query: { conversationId }, schema: memoryListResponseSchema, error: 'Failed to fetch memories' }),
    getStories: (params: StoriesParams = {}) =>
      call({ path: '/api/stories', query: { ...params }, schema: storyListResponseSchema, error: 'Failed to fetch stories' }),
    getStoryStats: () => call({ path: '/api/stories/stats', schema: storyStatsResponseSchema, error: 'Failed to fetch story stats' }),
    getFollowUpItems: (params: FollowUpItemsParams = {}) =>
      call({ path: '/api/loose-facts', query: { ...params }, schema: followUpItemListResponseSchema, error: 'Failed to fetch follow-up items' }),
    markFollowedUp: (factId: string) =>
      call({ method: 'POST', path: path('/api/loose-facts/:id/mark-followed-up', factId), schema: markFollowedUpResponseSchema, error: 'Failed to mark follow-up item' }),
    getHealth: () => call({ path: '/api/health', schema: healthResponseSchema, error: 'Failed to reach the server' }),
    getClientConfig: () => call({ path: '/api/config', schema: clientConfigResponseSchema, error: 'Failed to load configuration' }),
    getPendingStoryteller: (token: string) =>
      call({ path: path('/api/onboarding/pending-storyteller/:id', token), schema: pendingStorytellerResponseSchema, error: 'Invalid or expired invitation link.' }),
    activateStoryteller: (activation: ActivateStorytellerRequest) =>
      call({ method: 'PUT', path: '/api/onboarding/activate-storyteller', body: activation, schema: activateStorytellerResponseSchema, error: 'Failed to activate account. Please try again.' }),
    getArchive: () => call({ path: '/api/archive', schema: archiveResponseSchema, error: 'Failed to load the family archive' }),
    getLifeMap: () => call({ path: '/api/archive/life-map', schema: lifeMapResponseSchema, error: 'Failed to load the Life map' }),
    /** The weekly question (issue #20). */
    getPromptSchedule: () => call({ path: '/api/archive/prompt-schedule', schema: promptScheduleResponseSchema, error: 'Failed to load the weekly question' }),
    savePromptSchedule: (schedule: PromptSchedule) =>
      call({ method: 'PUT', path: '/api/archive/prompt-schedule', body: schedule, schema: promptScheduleResponseSchema, error: 'Failed to save the weekly question' }),
    savePromptQuestions: (update: PromptQuestionsUpdate) =>
      call({ method: 'PUT', path: '/api/archive/prompt-schedule/questions', body: update, schema: promptScheduleResponseSchema, error: 'Failed to save the questions' }),
    sendPromptNow: () =>
      call({ method: 'POST', path: '/api/archive/prompt-schedule/send-now', schema: promptSendNowResponseSchema, error: "Failed to send this week's question" }),
    openPromptSend: (sendId: string) =>
      call({ method: 'POST', path: path('/api/prompt-sends/:id/open', sendId), schema: promptOpenResponseSchema, error: 'Failed to open the question' }),
    /** No sign-in needed: e-mails a sign-in link (always answers sent, known address or not). */
    requestSignInLink: (request: SignInLinkRequest) =>
      call({ method: 'POST', path: '/api/sign-in-link', body: request, schema: signInLinkResponseSchema, error: 'Failed to send the sign-in link' }),
    getInvitations: () => call({ path: '/api/invitations', schema: invitationListResponseSchema, error: 'Failed to load invitations' }),
    createInvitation: (invitation: CreateInvitationRequest) =>
      call({ method: 'POST', path: '/api/invitations', body: invitation, schema: createInvitationResponseSchema, error: 'Failed to create the invitation' }),
    revokeInvitation: (invitationId: string) =>
      call({ method: 'DELETE', path: path('/api/invitations/:id', invitationId), schema: okResponseSchema, error: 'Failed to revoke the invitation' }),
    getMembers: () => call({ path: '/api/members', schema: memberListResponseSchema, error: 'Failed to load members' }),
    updateMemberRole: (uid: string, role: MemberRole) =>
      call({ method: 'PATCH', path: path('/api/members/:id', uid), body: { role }, schema: updateMemberRoleResponseSchema, error: 'Failed to change the role' }),
    removeMember: (uid: string) =>
      call({ method: 'DELETE', path: path('/api/members/:id', uid), schema: okResponseSchema, error: 'Failed to remove the member' }),
    deleteConversation: (conversationId: string) =>
      call({ method: 'DELETE', path: path('/api/conversations/:id', conversationId), schema: deleteResponseSchema, error: 'Failed to delete the conversation' }),
    deleteStory: (storyId: string) =>
      call({ method: 'DELETE', path: path('/api/stories/:id', storyId), schema: deleteResponseSchema, error: 'Failed to delete the story' }),
    deleteMemory: (memoryId: string) =>
      call({ method: 'DELETE', path: path('/api/memories/:id', memoryId), schema: deleteResponseSchema, error: 'Failed to delete the memory' }),
    /** Confirm, correct or discard a story (issue #17): the story as it now is. */
    patchStory: (storyId: string, patch: StoryPatch) =>
      call({ method: 'PATCH', path: path('/api/stories/:id', storyId), body: patch, schema: storySchema, error: 'Failed to save the story' }),
    getStoryRevisions: (storyId: string) =>
      call({ path: path('/api/stories/:id/revisions', storyId), schema: revisionListResponseSchema, error: 'Failed to load the story’s history' }),
    undoStoryRevision: (storyId: string, revisionId: string) => undo(path('/api/stories/:id', storyId), revisionId, storySchema),
    patchMemory: (memoryId: string, patch: MemoryPatch) =>
      call({ method: 'PATCH', path: path('/api/memories/:id', memoryId), body: patch, schema: storedMemorySchema, error: 'Failed to save the memory' }),
    getMemoryRevisions: (memoryId: string) =>
      call({ path: path('/api/memories/:id/revisions', memoryId), schema: revisionListResponseSchema, error: 'Failed to load the memory’s history' }),
    undoMemoryRevision: (memoryId: string, revisionId: string) => undo(path('/api/memories/:id', memoryId), revisionId, storedMemorySchema),
    deleteFollowUpItem: (factId: string) =>
      call({ method: 'DELETE', path: path('/api/loose-facts/:id', factId), schema: deleteResponseSchema, error: 'Failed to delete the follow-up item' }),
    deleteAccount: () => call({ method: 'DELETE', path: '/api/user', schema: deleteAccountResponseSchema, error: 'Failed to delete your account' }),
    deleteArchive: () => call({ method: 'DELETE', path: '/api/archive', schema: deleteArchiveResponseSchema, error: 'Failed to delete the family archive' }),
    signOutEverywhere: () =>
      call({ method: 'POST', path: '/api/user/sign-out-everywhere', schema: okResponseSchema, error: 'Failed to sign you out everywhere' }),
    transcribe: (audio: Blob, conversationId?: string) => {
      const form = new FormData();
      form.append('audio', audio, RECORDING_FILE_NAME);
      if (conversationId) form.append('conversationId', conversationId);
      return call({ method: 'POST', path: '/api/transcribe', body: form, schema: transcriptionResponseSchema, error: 'Failed to transcribe audio' });
    },
    /** A conversation as text (issue #17): its file name and contents, times in `timeZone` (IANA). */
    getTranscript: async (conversationId: string, timeZone?: string): Promise<{ fileName: string; text: string }> => {
      const response = await send(options, {
        path: path('/api/conversations/:id/transcript', conversationId),
        query: timeZone ? { tz: timeZone } : undefined,
        error: 'Failed to download the transcript',
      });
      return { fileName: attachmentName(response, 'transcript.txt'), text: await response.text() };
    },
    /** Keeps a recording (issue #17) until a message or perspective takes it: its id. */
    uploadRecording: (audio: Blob) => {
      const form = new FormData();
      form.append('audio', audio, RECORDING_FILE_NAME);
      return call({ method: 'POST', path: '/api/recordings', body: form, schema: recordingUploadResponseSchema, error: 'Failed to keep the recording' });
    },
    /** A voice memory: a spoken message kept with no words yet (speech-to-text is not configured). */
    saveVoiceMemory: (conversationId: string, voiceMemory: { recordingId: string; messageId?: string }) =>
      call({
        method: 'POST',
        path: path('/api/conversations/:id/voice-memories', conversationId),
        body: voiceMemory,
        schema: voiceMemoryResponseSchema,
        error: 'Failed to keep the voice memory',
      }),
    getVoiceMemories: () => call({ path: '/api/voice-memories', schema: voiceMemoryListResponseSchema, error: 'Failed to load the voice memories' }),
    /** Types a voice memory's words; extraction runs on them. */
    transcribeMessage: (messageId: string, text: string) =>
      call({
        method: 'PUT',
        path: path('/api/messages/:id/transcript', messageId),
        body: { text },
        schema: transcribeMessageResponseSchema,
        error: 'Failed to save what was said',
      }),
    updateArchiveSettings: (patch: ArchiveSettingsPatch) =>
      call({ method: 'PATCH', path: '/api/archive/settings', body: patch, schema: archiveSettingsResponseSchema, error: 'Failed to change the setting' }),
    /**
     * Where an <audio> element plays a recording from: `GET …/audio?token=` (an element cannot send
     * the Authorization header; the server never logs the token), served with range requests.
     */
    audioUrl: async (recording: { messageId: string } | { perspectiveId: string }): Promise<string> => {
      const token = await options.getToken();
      const target = 'messageId' in recording ? path('/api/messages/:id/audio', recording.messageId) : path('/api/perspectives/:id/audio', recording.perspectiveId);
      return `${options.baseUrl ?? ''}${target}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
    },
    /** A story's recordings as one file: the audio itself when there is one, else a zip of them in order. */
    downloadStoryAudio: async (storyId: string): Promise<DownloadedFile> => {
      const response = await send(options, { path: path('/api/stories/:id/audio', storyId), error: 'Failed to download the audio' });
      return { fileName: attachmentName(response, 'recordings.zip'), blob: await response.blob() };
    },
    addPerspective: (storyId: string, perspective: PerspectiveRequest) =>
      call({
        method: 'POST',
        path: path('/api/stories/:id/perspectives', storyId),
        body: perspective,
        schema: perspectiveResponseSchema,
        error: 'Failed to share your perspective',
      }),
    getEncouragements: () => call({ path: '/api/encouragements', schema: encouragementListResponseSchema, error: 'Failed to load encouragement' }),
    sendEncouragement: (text: string) =>
      call({ method: 'POST', path: '/api/encouragements', body: { text }, schema: encouragementResponseSchema, error: 'Failed to send your message' }),
    markEncouragementsSeen: () =>
      call({ method: 'POST', path: '/api/encouragements/seen', schema: encouragementSeenResponseSchema, error: 'Failed to mark encouragement as seen' }),
    /** The book as it would be printed (issue #16), for the /book page's preview. */
    getBookPlan: (book: BookRequest) =>
      call({ method: 'POST', path: '/api/archive/book/plan', body: book, schema: bookPlanSchema, error: 'Failed to prepare the book' }),
    downloadBook: async (book: BookRequest): Promise<DownloadedFile> => {
      const response = await send(options, { method: 'POST', path: '/api/archive/book.pdf', body: book, error: 'Failed to make the PDF' });
      return { fileName: attachmentName(response, 'book.pdf'), blob: await response.blob() };
    },
    /** The whole archive as the reader may see it, as a zip; `onProgress` hears each chunk as it arrives. */
    downloadExport: async (onProgress?: DownloadProgress): Promise<DownloadedFile> => {
      const error = 'Failed to download everything';
      const response = await send(options, { path: '/api/archive/export', error });
      return { fileName: attachmentName(response, 'kinstory-export.zip'), blob: await readWithProgress(response, onProgress, error) };
    },
    downloadFamilyTree: async (): Promise<DownloadedFile> => {
      const response = await send(options, { path: '/api/archive/family.ged', error: 'Failed to download the family tree' });
      return { fileName: attachmentName(response, 'family.ged'), blob: await response.blob() };
    },
    /** Brings a Kinstory export (a zip) into an archive that has nothing in it yet. */
    importArchive: (file: Blob) =>
      call({
        method: 'POST',
        path: '/api/archive/import',
        body: file,
        contentType: 'application/zip',
        schema: archiveImportResponseSchema,
        error: 'Failed to import the archive',
      }),
    /** POST /chat: sends the storyteller's message and streams the reply; resolves with the whole reply. */
    streamChat: (message: ChatStreamRequest, handlers?: ChatStreamHandlers) => streamChat(options, message, handlers),
    /** GET /events of one conversation, reconnecting, until `handlers.signal` aborts or it gives up. */
    subscribeMemoryEvents: (conversationId: string, handlers?: MemoryEventHandlers) => subscribeMemoryEvents(options, conversationId, handlers),
    /** Text-to-speech: the audio of `text`. */
    speak: async (text: string, conversationId?: string, voice: string = DEFAULT_TTS_VOICE): Promise<Blob> => {
      const response = await send(options, { method: 'POST', path: '/api/tts', body: { text, voice, conversationId }, error: 'Failed to generate speech' });
      return response.blob();
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
