import { z } from 'zod';

/** Which provider serves each AI job; null when none is configured (e.g. no speech-to-text). */
export const providerKinds = ['embedded', 'openai-compatible'] as const;
export const providerKindSchema = z.enum(providerKinds);

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  capabilities: z.object({
    llm: providerKindSchema.nullable(),
    tts: providerKindSchema.nullable(),
    stt: providerKindSchema.nullable(),
  }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
export type Capabilities = HealthResponse['capabilities'];

/** GET /api/config: the Firebase web config the client uses at run time. */
export const clientConfigResponseSchema = z.object({
  projectId: z.string(),
  apiKey: z.string(),
  authDomain: z.string(),
  /** Set in emulator mode: `host:port` of the Auth emulator. */
  emulatorHost: z.string().nullable(),
  appId: z.string().optional(),
  messagingSenderId: z.string().optional(),
  storageBucket: z.string().optional(),
});
export type ClientConfigResponse = z.infer<typeof clientConfigResponseSchema>;
