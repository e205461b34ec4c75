import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** An error whose message is safe to show the client, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers the answer carries, e.g. retry-after on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const tooManyText = 'Too many requests: please wait a moment and try again';

/** A 429 for a per-user rate limit, with the seconds until its window ends. */
export const tooMany = (ttlMs: number) => new HttpError(429, tooManyText, { 'retry-after': String(Math.max(1, Math.ceil(ttlMs / 1000))) });

/** The text of a 400 for input that does not fit its schema: `Invalid body: a.b: message; …`, the first 3 problems. */
export function invalidText(what: string, issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  const text = issues
    .slice(0, 3)
    .map((issue) => (issue.path.length ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  return `Invalid ${what}: ${text}`;
}

/**
 * Parses input against a contract schema; a failure is a 400 naming the field. Routes declare their
 * schemas instead (plugins/openapi.ts); this is for input no route schema can reach, such as a field
 * of a multipart upload.
 */
export function parse<S extends z.core.$ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = z.safeParse(schema, value ?? (what === 'body' ? undefined : {}));
  if (result.success) return result.data;
  throw new HttpError(400, invalidText(what, result.error.issues));
}

/**
 * A JSON answer encoded once, for answers that are cached and sent many times: the UTF-8 bytes, and
 * their gzip form made on first need (browsers always accept gzip).
 */
export class JsonBody {
  readonly bytes: Buffer;
  #gzip: Buffer | undefined;

  constructor(value: unknown) {
    this.bytes = Buffer.from(JSON.stringify(value));
  }

  get gzip(): Buffer {
    this.#gzip ??= gzipSync(this.bytes);
    return this.#gzip;
  }
}

/** True when the Accept-Encoding header accepts gzip (and does not refuse it with q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Sends a JsonBody, gzip-encoded when the client accepts it. */
export function sendJson(request: FastifyRequest, reply: FastifyReply, body: JsonBody): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (acceptsGzip(request.headers['accept-encoding'])) return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.bytes);
}
