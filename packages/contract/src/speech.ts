import * as z from 'zod/mini';

/** POST /api/transcribe answer (SPEC §3 Transcription result). An empty transcript means no speech. */
export const transcriptionResponseSchema = z.object({
  transcript: z.string(),
  warning: z.optional(z.nullable(z.string())),
  /** The recording, kept until POST /chat attaches it to the message; absent when the archive keeps none. */
  recordingId: z.optional(z.nullable(z.string())),
});
export type TranscriptionResponse = z.infer<typeof transcriptionResponseSchema>;
