import { z } from 'zod';
import { DEFAULT_TTS_VOICE } from '../constants.ts';

/** POST /api/tts (SPEC §7); answers the audio. */
export const ttsRequestSchema = z
  .object({
    text: z.string().trim().min(1, { error: 'text must not be blank' }).max(4_000),
    voice: z.string().min(1).max(64).default(DEFAULT_TTS_VOICE),
    conversationId: z.string().max(64).optional(),
  })
  .strict();
export type TtsRequest = z.input<typeof ttsRequestSchema>;
