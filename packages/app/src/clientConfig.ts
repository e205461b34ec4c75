import { clientConfigResponseSchema } from '@kinstory/contract';

/** Validates GET /api/config's answer (loaded on demand: the contract's schemas need zod). */
export function parseClientConfig(body: unknown) {
  return clientConfigResponseSchema.parse(body);
}
