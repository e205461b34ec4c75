import * as z from 'zod/mini';
import { rowIdSchema, textField } from '../common.ts';
import { TRANSCRIPT_REQUIRED_TEXT } from '../constants.ts';
import { archiveSettingsSchema } from '../voice.ts';

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

/** POST /api/conversations/{conversationId}/voice-memories: the conversation's owner, once per messageId. */
export const voiceMemoryRequestSchema = z.strictObject({
  recordingId: recordingIdSchema,
  messageId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});
export type VoiceMemoryRequest = z.infer<typeof voiceMemoryRequestSchema>;

/** GET /api/messages/{messageId}/audio and PUT /api/messages/{messageId}/transcript: the message's row id. */
export const messageParamsSchema = z.object({ messageId: rowIdSchema });

/**
 * PUT /api/messages/{messageId}/transcript: a voice memory's words, typed by any member who writes
 * (admin, storyteller, contributor) of its archive. Extraction runs once there is text. A message
 * that is not an untranscribed voice memory: 409.
 */
export const transcribeMessageRequestSchema = z.strictObject({
  text: textField('text', 8_000).check(z.minLength(1, { error: TRANSCRIPT_REQUIRED_TEXT })),
});
export type TranscribeMessageRequest = z.infer<typeof transcribeMessageRequestSchema>;

export const archiveSettingsPatchSchema = z.strictObject(z.partial(archiveSettingsSchema).shape);
export type ArchiveSettingsPatch = z.infer<typeof archiveSettingsPatchSchema>;
