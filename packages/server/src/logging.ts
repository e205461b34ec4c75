import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/** Hides the value of a `token` query parameter (GET /events?token=). */
export function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

/** pino options: the Authorization header and `?token=` never reach a log line. */
export function loggerOptions(opts: { level?: string; stream?: DestinationStream }): FastifyServerOptions['logger'] {
  return {
    level: opts.level ?? 'info',
    ...(opts.stream ? { stream: opts.stream } : {}),
    redact: {
      paths: ['req.headers.authorization', 'headers.authorization', 'req.query.token', 'query.token'],
      censor: '[redacted]',
    },
    serializers: {
      req(request: FastifyRequest) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}
