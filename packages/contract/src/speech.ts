import { z } from 'zod';

/** POST /api/transcribe answer (SPEC §3 Transcription result). An empty transcript means no speech. */
export const transcriptionResponseSchema = z.object({
  transcript: z.string(),
  warning: z.string().nullable().optional(),
  /** The recording, kept until POST /chat attaches it to the message; absent when the archive keeps none. */
  recordingId: z.string().nullable().optional(),
});
export type TranscriptionResponse = z.infer<typeof transcriptionResponseSchema>;
