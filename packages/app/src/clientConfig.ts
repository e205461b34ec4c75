import { clientConfigResponseSchema } from '@kinstory/contract';

/**
 * Validates GET /api/config's answer (loaded on demand: the contract's schemas need zod). Parsed once,
 * so without zod's compiled fast path, as the API client parses (features' PARSE_ONCE).
 */
export function parseClientConfig(body: unknown) {
  return clientConfigResponseSchema.parse(body, { jitless: true });
}
