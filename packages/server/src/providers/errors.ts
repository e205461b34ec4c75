import { ProviderTimeoutError } from '../streaming/timeout.ts';

/**
 * What a log line may say about a failed provider call: which provider, the HTTP status, and a
 * code. Never the error's message or its other fields: the AI SDK's errors carry the request body
 * (the conversation), the provider's response and, on a validation failure, the model's output in
 * their message, and family stories must not end up in the logs (issue #15).
 */
export interface ProviderErrorSummary {
  provider: string;
  status?: number;
  code: string;
}

type ErrorLike = { name?: unknown; code?: unknown; statusCode?: unknown; status?: unknown; cause?: unknown; lastError?: unknown };

export function providerError(provider: string, err: unknown): ProviderErrorSummary {
  if (err instanceof ProviderTimeoutError) return { provider, code: 'timeout' };
  // The SDK's retries wrap the last attempt's error (AI_RetryError): that one has the status.
  const outer = (typeof err === 'object' && err !== null ? err : {}) as ErrorLike;
  const e = (typeof outer.lastError === 'object' && outer.lastError !== null ? outer.lastError : outer) as ErrorLike;
  const cause = (typeof e.cause === 'object' && e.cause !== null ? e.cause : {}) as ErrorLike;
  const status = typeof e.statusCode === 'number' ? e.statusCode : typeof e.status === 'number' ? e.status : undefined;
  // A network failure's code (ECONNREFUSED) is on the cause of fetch's "fetch failed".
  const code = [e.code, cause.code, e.name].find((c): c is string => typeof c === 'string' && /^[\w.-]{1,64}$/.test(c)) ?? 'unknown';
  return status === undefined ? { provider, code } : { provider, status, code };
}

/** True for the AI SDK's errors (AI_APICallError, AI_TypeValidationError, …), whose fields hold conversation text. */
export function isProviderSdkError(err: unknown): boolean {
  const name = (err as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name.startsWith('AI_');
}
