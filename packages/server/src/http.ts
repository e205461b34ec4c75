import type { z } from 'zod';

/** An error whose message is safe to show the client, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Parses input against a contract schema; a failure is a 400 naming the field. */
export function parse<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value ?? (what === 'body' ? undefined : {}));
  if (result.success) return result.data;
  const text = result.error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  throw new HttpError(400, `Invalid ${what}: ${text}`);
}
