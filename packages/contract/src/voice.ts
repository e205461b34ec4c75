import * as z from 'zod/mini';
import { okResponseSchema } from './common.ts';
import { messageSchema } from './conversations.ts';

/**
 * POST /api/recordings (multipart/form-data, one `audio` file of at most 25 MB, its format read from
 * its first bytes) answers 201 with this. Members who write only. When the archive does not keep
 * recordings (archive setting), 409 recordingsOff.
 */
export const recordingUploadResponseSchema = z.object({
  recordingId: z.string(),
  contentType: z.string(),
  size: z.int(),
});
export type RecordingUploadResponse = z.infer<typeof recordingUploadResponseSchema>;

/** 201 (or 200 for a repeated messageId): the stored message, `audio: true`, `awaiting_transcript: true`. */
export const voiceMemoryResponseSchema = z.extend(okResponseSchema, { message: messageSchema });
export type VoiceMemoryResponse = z.infer<typeof voiceMemoryResponseSchema>;

/** GET /api/voice-memories: the archive's voice memories not transcribed yet, oldest first (members who write). */
export const voiceMemorySchema = z.object({
  /** The message's row id: its audio is GET /api/messages/{id}/audio. */
  id: z.string(),
  conversation_id: z.string(),
  conversation_title: z.nullable(z.string()),
  /** Who spoke it (their name), null when they have none. */
  teller: z.nullable(z.string()),
  created_at: z.string(),
});
export type VoiceMemory = z.infer<typeof voiceMemorySchema>;
export const voiceMemoryListResponseSchema = z.object({ voiceMemories: z.array(voiceMemorySchema) });
export type VoiceMemoryListResponse = z.infer<typeof voiceMemoryListResponseSchema>;

/** The stored message, now with its words (the same answer as a voice memory's). */
export const transcribeMessageResponseSchema = voiceMemoryResponseSchema;
export type TranscribeMessageResponse = z.infer<typeof transcribeMessageResponseSchema>;

/** The archive's settings: GET /api/archive carries them; PATCH /api/archive/settings (admin) changes them. */
export const archiveSettingsSchema = z.object({
  /** Recordings of spoken messages are kept with them (on by default). */
  keepRecordings: z.boolean(),
});
export type ArchiveSettings = z.infer<typeof archiveSettingsSchema>;
export const archiveSettingsResponseSchema = z.object({ settings: archiveSettingsSchema });
export type ArchiveSettingsResponse = z.infer<typeof archiveSettingsResponseSchema>;

/** Texts of the voice routes. */
export const voiceTexts = {
  recordingsOff: 'This family archive does not keep recordings. An admin can turn this on in the Family card.',
  recordingNotFound: 'That recording was not found, or it is already kept with another message',
  notAwaitingTranscript: 'This message already has its words',
  noAudio: 'This message has no recording',
} as const;
