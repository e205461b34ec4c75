import * as z from 'zod/mini';

/** Which provider serves each AI job; null when none is configured (e.g. no speech-to-text). */
export const providerKinds = ['embedded', 'openai-compatible'] as const;
export const providerKindSchema = z.enum(providerKinds);

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  capabilities: z.object({
    llm: z.nullable(providerKindSchema),
    tts: z.nullable(providerKindSchema),
    stt: z.nullable(providerKindSchema),
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
  emulatorHost: z.nullable(z.string()),
  appId: z.optional(z.string()),
  messagingSenderId: z.optional(z.string()),
  storageBucket: z.optional(z.string()),
});
export type ClientConfigResponse = z.infer<typeof clientConfigResponseSchema>;
