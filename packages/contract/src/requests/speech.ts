import * as z from 'zod/mini';
import { DEFAULT_TTS_VOICE } from '../constants.ts';

/** POST /api/tts (SPEC §7); answers the audio. */
export const ttsRequestSchema = z.strictObject({
  text: z.string().check(z.trim(), z.minLength(1, { error: 'text must not be blank' }), z.maxLength(4_000)),
  voice: z._default(z.string().check(z.minLength(1), z.maxLength(64)), DEFAULT_TTS_VOICE),
  conversationId: z.optional(z.string().check(z.maxLength(64))),
});
export type TtsRequest = z.input<typeof ttsRequestSchema>;
