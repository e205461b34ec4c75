import { z } from 'zod';
import { okResponseSchema, rowIdSchema, textField } from './common.ts';
import { TRANSCRIPT_REQUIRED_TEXT } from './constants.ts';
import { messageSchema } from './conversations.ts';

/**
 * Voice kept (issue #17). A spoken message's recording is kept with the message, in the database.
 * A recording is uploaded first (POST /api/recordings, or by POST /api/transcribe when speech-to-text
 * is on) and then attached by the call that stores its message or perspective:
 * - POST /chat `{ text, recordingId }`: a spoken and transcribed message;
 * - POST /api/conversations/{id}/voice-memories `{ recordingId }`: a voice memory, kept with no text
 *   when speech-to-text is not configured, transcribed later by typing;
 * - POST /api/stories/{id}/perspectives `{ recordingId }`: a perspective told aloud.
 * A recording can be attached once, by the member who uploaded it.
 */
export const recordingIdSchema = z.uuid({ error: 'recordingId must be the id of an uploaded recording' });

/**
 * POST /api/recordings (multipart/form-data, one `audio` file of at most 25 MB, its format read from
 * its first bytes) answers 201 with this. Members who write only. When the archive does not keep
 * recordings (archive setting), 409 recordingsOff.
 */
export const recordingUploadResponseSchema = z.object({
  recordingId: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type RecordingUploadResponse = z.infer<typeof recordingUploadResponseSchema>;

/** POST /api/conversations/{conversationId}/voice-memories: the conversation's owner, once per messageId. */
export const voiceMemoryRequestSchema = z
  .object({
    recordingId: recordingIdSchema,
    messageId: z.string().min(1).max(64).optional(),
  })
  .strict();
export type VoiceMemoryRequest = z.infer<typeof voiceMemoryRequestSchema>;

/** 201 (or 200 for a repeated messageId): the stored message, `audio: true`, `awaiting_transcript: true`. */
export const voiceMemoryResponseSchema = okResponseSchema.extend({ message: messageSchema });
export type VoiceMemoryResponse = z.infer<typeof voiceMemoryResponseSchema>;

/** GET /api/voice-memories: the archive's voice memories not transcribed yet, oldest first (members who write). */
export const voiceMemorySchema = z.object({
  /** The message's row id: its audio is GET /api/messages/{id}/audio. */
  id: z.string(),
  conversation_id: z.string(),
  conversation_title: z.string().nullable(),
  /** Who spoke it (their name), null when they have none. */
  teller: z.string().nullable(),
  created_at: z.string(),
});
export type VoiceMemory = z.infer<typeof voiceMemorySchema>;
export const voiceMemoryListResponseSchema = z.object({ voiceMemories: z.array(voiceMemorySchema) });
export type VoiceMemoryListResponse = z.infer<typeof voiceMemoryListResponseSchema>;

/** GET /api/messages/{messageId}/audio and PUT /api/messages/{messageId}/transcript: the message's row id. */
export const messageParamsSchema = z.object({ messageId: rowIdSchema });

/**
 * PUT /api/messages/{messageId}/transcript: a voice memory's words, typed by any member who writes
 * (admin, storyteller, contributor) of its archive. Extraction runs once there is text. A message
 * that is not an untranscribed voice memory: 409.
 */
export const transcribeMessageRequestSchema = z
  .object({
    text: textField('text', 8_000).min(1, { error: TRANSCRIPT_REQUIRED_TEXT }),
  })
  .strict();
export type TranscribeMessageRequest = z.infer<typeof transcribeMessageRequestSchema>;
/** The stored message, now with its words (the same answer as a voice memory's). */
export const transcribeMessageResponseSchema = voiceMemoryResponseSchema;
export type TranscribeMessageResponse = z.infer<typeof transcribeMessageResponseSchema>;

/** The archive's settings: GET /api/archive carries them; PATCH /api/archive/settings (admin) changes them. */
export const archiveSettingsSchema = z.object({
  /** Recordings of spoken messages are kept with them (on by default). */
  keepRecordings: z.boolean(),
});
export type ArchiveSettings = z.infer<typeof archiveSettingsSchema>;
export const archiveSettingsPatchSchema = archiveSettingsSchema.partial().strict();
export type ArchiveSettingsPatch = z.infer<typeof archiveSettingsPatchSchema>;
export const archiveSettingsResponseSchema = z.object({ settings: archiveSettingsSchema });
export type ArchiveSettingsResponse = z.infer<typeof archiveSettingsResponseSchema>;

/** Texts of the voice routes. */
export const voiceTexts = {
  recordingsOff: 'This family archive does not keep recordings. An admin can turn this on in the Family card.',
  recordingNotFound: 'That recording was not found, or it is already kept with another message',
  notAwaitingTranscript: 'This message already has its words',
  noAudio: 'This message has no recording',
} as const;
