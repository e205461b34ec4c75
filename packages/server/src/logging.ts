import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { stdSerializers } from 'pino';
import { isProviderSdkError, providerError } from './providers/errors.ts';

/**
 * Hides the secrets a URL may carry: the value of a `token` query parameter (GET /events?token=)
 * and the invitation token of GET /api/onboarding/pending-storyteller/:token (SPEC §7 keeps it in
 * the path; whoever reads the log could otherwise redeem a pending invitation), and a sign-in
 * link's one-time code and continue address (GET /sign-in/link?oobCode=…&continueUrl=…, the
 * latter holding an invitation's token, escaped).
 */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:token|oobCode|continueUrl)=)[^&#]*/gi, '$1[redacted]')
    .replace(/(\/pending-storyteller\/)[^/?#]+/gi, '$1[redacted]');
}

/**
 * An error as a log line may show it. The AI SDK's errors carry the conversation and the provider's
 * answer in their fields, message and stack: only their type, status and code are kept.
 */
export function serializeError(err: Error): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (isProviderSdkError(err)) return { type: err.name, message: 'provider error (details not logged)', stack: '', ...providerError('provider', err) };
  return stdSerializers.err(err);
}

/** pino options: the Authorization header, `?token=` and invitation tokens never reach a log line. */
export function loggerOptions(opts: { level?: string; stream?: DestinationStream }): FastifyServerOptions['logger'] {
  return {
    level: opts.level ?? 'info',
    ...(opts.stream ? { stream: opts.stream } : {}),
    redact: {
      paths: ['req.headers.authorization', 'headers.authorization', 'req.query.token', 'query.token', 'req.params.token', 'params.token'],
      censor: '[redacted]',
    },
    serializers: {
      req(request: FastifyRequest) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
      err: serializeError,
    },
  };
}
