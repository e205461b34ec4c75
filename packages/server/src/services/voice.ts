import { randomUUID } from 'node:crypto';
import {
  errorTexts,
  type ArchiveSettings,
  type ArchiveSettingsPatch,
  type Message,
  type RecordingUploadResponse,
  type Story,
  type VoiceMemory,
  voiceTexts,
} from '@kinstory/contract';
import type { Transaction } from 'kysely';
import { HttpError } from '../http.ts';
import type { Limits } from '../limits.ts';
import type { AuthUser } from '../plugins/auth.ts';
import type { Repositories } from '../plugins/db.ts';
import { toMessage } from '../storage/repositories/conversations.ts';
import type { RecordingInfo } from '../storage/repositories/recordings.ts';
import type { Database, MessageRow } from '../storage/schema.ts';
import type { Signals } from '../storage/signals.ts';
import { forbidden, may, membershipForWrite, membershipOf, readerOf } from './access.ts';
import { checkRoomFor } from './caps.ts';
import { extractJob } from './extraction.ts';

const conversationNotFound = () => new HttpError(404, 'Conversation not found');
const messageNotFound = () => new HttpError(404, 'Message not found');
const storyNotFound = () => new HttpError(404, 'Story not found');
const perspectiveNotFound = () => new HttpError(404, 'Perspective not found');
const recordingNotFound = () => new HttpError(400, voiceTexts.recordingNotFound);
/** How long an upload waits for the message or perspective that keeps it. */
export const UNKEPT_UPLOAD_MS = 24 * 60 * 60_000;
export const storyHasNoRecordingsText = 'This story has no recordings';
export const perspectiveHasNoRecordingText = 'This perspective has no recording';

/** Who recorded an upload, and in which archive: only they may keep it with a message. */
export interface RecordingOwner {
  uid: string;
  archiveId: string;
}

/**
 * 400 (and nothing stored) unless `recordingId` is the caller's own upload in their archive, kept
 * with nothing yet, or already kept with this very message (a retry of the same messageId).
 */
export async function checkRecordingFor(
  repos: Repositories,
  owner: RecordingOwner,
  recordingId: string,
  message: { conversationId: string; clientMessageId: string },
): Promise<void> {
  const recording = await repos.recordings.find(recordingId);
  if (!recording || recording.uid !== owner.uid || recording.archive_id !== owner.archiveId || recording.perspective_id !== null) throw recordingNotFound();
  if (recording.message_id === null) return;
  const keptWith = await repos.conversations.findMessage(recording.message_id);
  if (keptWith?.conversation_id !== message.conversationId || keptWith.client_message_id !== message.clientMessageId) throw recordingNotFound();
}

/**
 * Keeps the recording with the message just stored, in the transaction that stored it; a retry
 * whose message has it already passes. Anything else is a 400 that rolls the transaction back.
 */
export async function keepWithMessage(repos: Repositories, owner: RecordingOwner, recordingId: string, message: MessageRow, tx: Transaction<Database>): Promise<void> {
  if (await repos.recordings.attach(recordingId, owner, { messageId: message.id }, tx)) return;
  const kept = await repos.recordings.findInfo({ messageId: message.id }, tx);
  if (kept?.id !== recordingId) throw recordingNotFound();
}

/**
 * Voice kept (issue #17): recordings uploaded and kept with their messages, voice memories (a
 * spoken message kept with no words, when speech-to-text is not configured) and their transcripts
 * typed later, and who may hear what. A recording is heard by whoever may see its message: the
 * conversation's owner; every member who may see a story it was told in; and members who write,
 * while it is a voice memory waiting for its words (they must hear it to type them). Anyone else,
 * and every other family, finds nothing (404, as for a missing one).
 */
export function createVoiceService(deps: { repos: Repositories; limits: Limits; signals: Signals }) {
  const { repos, limits, signals } = deps;

  /** The archive a member who writes keeps their uploads in, or the refusal (a viewer: 403; recordings off: 409). */
  async function archiveForUpload(user: AuthUser): Promise<{ archiveId: string } | { refused: HttpError }> {
    const membership = await membershipForWrite(repos, user);
    if (!may.writeConversations(membership.role)) return { refused: forbidden() };
    const archive = await repos.archives.findArchive(membership.archiveId);
    if (archive?.keep_recordings !== 1) return { refused: new HttpError(409, voiceTexts.recordingsOff) };
    return { archiveId: membership.archiveId };
  }

  async function keep(user: AuthUser, archiveId: string, audio: { buffer: Buffer; contentType: string }): Promise<RecordingUploadResponse> {
    // An upload whose message never came (the chat failed, the page closed) is not kept forever:
    // the uploader's next upload drops those a day old.
    await repos.recordings.forgetUnkept(user.uid, new Date(Date.now() - UNKEPT_UPLOAD_MS).toISOString());
    const recordingId = await repos.recordings.store({ archiveId, uid: user.uid, contentType: audio.contentType, audio: audio.buffer });
    return { recordingId, contentType: audio.contentType, size: audio.buffer.length };
  }

  return {
    archiveForUpload,
    keep,

    /** POST /api/conversations/:id/voice-memories: the owner's spoken message, kept with no words yet; once per messageId. */
    async addVoiceMemory(user: AuthUser, conversationId: string, body: { recordingId: string; messageId?: string }): Promise<{ message: Message; created: boolean }> {
      const existing = await repos.conversations.find(conversationId);
      // Someone else's conversation is answered exactly like a missing one.
      if (existing && existing.owner_uid !== user.uid) throw conversationNotFound();
      const membership = await membershipForWrite(repos, user);
      if (!may.writeConversations(membership.role)) throw forbidden();
      await checkRoomFor(repos, limits, { conversationId, exists: existing !== undefined, archiveId: membership.archiveId });
      const clientMessageId = body.messageId ?? randomUUID();
      const owner = { uid: user.uid, archiveId: membership.archiveId };
      // Checked before the conversation is claimed: a bad recording stores nothing at all.
      await checkRecordingFor(repos, owner, body.recordingId, { conversationId, clientMessageId });
      const conversation = await repos.conversations.claim(conversationId, user.uid, membership.archiveId);
      if (!conversation) throw conversationNotFound();
      // No reply and no extraction: there are no words yet (PUT …/transcript brings them).
      const stored = await repos.transaction(async (tx) => {
        const added = await repos.conversations.addMessageOnce(conversationId, { clientMessageId, role: 'user', content: '', awaitingTranscript: true }, tx);
        await keepWithMessage(repos, owner, body.recordingId, added.row, tx);
        return added;
      });
      return { message: toMessage({ ...stored.row, recording_id: body.recordingId }), created: stored.created };
    },

    /** GET /api/voice-memories: the archive's voice memories waiting for their words, oldest first (members who write). */
    async listVoiceMemories(user: AuthUser): Promise<VoiceMemory[]> {
      const membership = await membershipOf(repos, user);
      if (!membership) return [];
      if (!may.writeConversations(membership.role)) throw forbidden();
      const rows = await repos.recordings.awaitingTranscript(membership.archiveId);
      return rows.map((r) => ({ id: String(r.id), conversation_id: r.conversation_id, conversation_title: r.title, teller: r.user_name, created_at: r.created_at }));
    },

    /**
     * PUT /api/messages/:id/transcript: a voice memory's words, typed by a member who writes. Its
     * extraction job is enqueued with them, due at once, and the job runners are woken.
     */
    async transcribe(user: AuthUser, messageId: number, text: string): Promise<Message> {
      const membership = await membershipOf(repos, user);
      const message = membership && (await repos.conversations.findMessageWithConversation(messageId));
      if (!membership || !message || message.archive_id !== membership.archiveId) throw messageNotFound();
      if (!may.writeConversations(membership.role)) throw forbidden();
      const notAwaiting = () => new HttpError(409, voiceTexts.notAwaitingTranscript);
      if (message.awaiting_transcript !== 1) throw notAwaiting();
      const row = await repos.transaction(async (tx) => {
        const updated = await repos.conversations.setTranscript(messageId, text, tx);
        // Someone else saved its words a moment ago.
        if (!updated) throw notAwaiting();
        await repos.jobs.enqueue({ ...extractJob(updated), runAfter: Date.now() }, tx);
        return updated;
      });
      // Wakes every instance's job runner; without the signal, a runner's poll finds the job anyway.
      await signals.notify('kinstory_jobs', String(row.id)).catch(() => undefined);
      return toMessage({ ...row, recording_id: message.recording_id });
    },

    /** The recording of a message the caller may hear (see above). */
    async messageRecording(user: AuthUser, messageId: number): Promise<RecordingInfo> {
      const membership = await membershipOf(repos, user);
      const message = membership && (await repos.conversations.findMessageWithConversation(messageId));
      if (!membership || !message || message.archive_id !== membership.archiveId) throw messageNotFound();
      const mayHear =
        message.owner_uid === user.uid ||
        (message.awaiting_transcript === 1 && may.writeConversations(membership.role)) ||
        (await repos.recordings.inVisibleStory(message, membership.archiveId, readerOf(membership, user.uid)));
      if (!mayHear) throw messageNotFound();
      const recording = message.recording_id ? await repos.recordings.find(message.recording_id) : undefined;
      if (!recording) throw new HttpError(404, voiceTexts.noAudio);
      return recording;
    },

    /** The recording of a perspective, for whoever may see its story. */
    async perspectiveRecording(user: AuthUser, perspectiveId: number): Promise<RecordingInfo> {
      const membership = await membershipOf(repos, user);
      const perspective = membership && (await repos.recordings.perspectiveOf(perspectiveId));
      if (!membership || !perspective || perspective.archive_id !== membership.archiveId) throw perspectiveNotFound();
      const story = await repos.corrections.findItem('story', membership.archiveId, perspective.story_id, readerOf(membership, user.uid));
      if (!story || story.status === 'discarded') throw perspectiveNotFound();
      const recording = await repos.recordings.findInfo({ perspectiveId });
      if (!recording) throw new HttpError(404, perspectiveHasNoRecordingText);
      return recording;
    },

    /** A story the caller may see, with its recordings in order (404 when it has none). */
    async storyRecordings(user: AuthUser, storyId: number): Promise<{ story: Story; recordings: RecordingInfo[] }> {
      const membership = await membershipOf(repos, user);
      const row = membership && (await repos.corrections.findItem('story', membership.archiveId, storyId, readerOf(membership, user.uid)));
      if (!row || row.status === 'discarded') throw storyNotFound();
      const [story] = await repos.content.withExtras([row]);
      const recordings = await repos.recordings.ofMessages(story!.recordings.map(Number));
      if (recordings.length === 0) throw new HttpError(404, storyHasNoRecordingsText);
      return { story: story!, recordings };
    },

    /** PATCH /api/archive/settings (admins). */
    async updateSettings(user: AuthUser, patch: ArchiveSettingsPatch): Promise<ArchiveSettings> {
      const membership = await membershipOf(repos, user);
      if (!membership) throw new HttpError(404, errorTexts.noArchive);
      if (!may.editArchive(membership.role)) throw forbidden();
      if (patch.keepRecordings !== undefined) await repos.archives.updateArchive(membership.archiveId, { keep_recordings: patch.keepRecordings });
      const archive = await repos.archives.findArchive(membership.archiveId);
      if (!archive) throw new HttpError(404, errorTexts.noArchive);
      return { keepRecordings: archive.keep_recordings === 1 };
    },
  };
}
export type VoiceService = ReturnType<typeof createVoiceService>;
