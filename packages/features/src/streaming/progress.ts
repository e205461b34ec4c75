import { STREAM_PROGRESS } from '@kinstory/contract';

/**
 * Streaming progress of SPEC §4: 0 → 5 when the stream opens → 10 at the first token →
 * min(95, 10 + tokens/500 × 85) as tokens arrive → 100 when done.
 */
export function progressForTokens(tokens: number): number {
  const { open, firstToken, max, tokensForMax } = STREAM_PROGRESS;
  if (tokens <= 0) return open;
  if (tokens === 1) return firstToken;
  return Math.min(max, firstToken + (tokens / tokensForMax) * (max - firstToken));
}
