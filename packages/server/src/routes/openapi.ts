import { z } from 'zod';
import { errorResponseSchema } from '@kinstory/contract';

/**
 * Helpers for the routes' declared schemas (plugins/openapi.ts): what the OpenAPI document says a
 * route answers. They document; they do not change what is sent.
 */

const errorAnswer = errorResponseSchema.check(z.describe('What went wrong, in words a person can read'));

/** A route's answers: its own, and the `{ error }` of a refusal (4xx) or a failure (5xx). */
export function answers<R extends Record<number, unknown>>(ok: R): R & { '4xx': typeof errorAnswer; '5xx': typeof errorAnswer } {
  return { ...ok, '4xx': errorAnswer, '5xx': errorAnswer };
}

/**
 * A non-JSON answer (a file, a page, a stream): its content type and what it is. The handler sends
 * a string, a Buffer or a stream, as before (hence `any` to the type provider).
 */
export function content(contentType: string, description: string, binary = true) {
  const schema = z.any().meta(binary ? { type: 'string', format: 'binary' } : { type: 'string' });
  return { description, content: { [contentType]: { schema } } };
}
