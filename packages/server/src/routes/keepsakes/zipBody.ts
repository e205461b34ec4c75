import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { keepsakeTexts } from '@kinstory/contract';
import { HttpError } from '../../http.ts';

/** Where an uploaded zip waits while it is imported; removed when the answer has gone. */
const uploadPrefix = join(tmpdir(), 'kinstory-import-');

export const tooLarge = (maxBytes: number) => new HttpError(413, `${keepsakeTexts.importTooLarge} (at most ${Math.floor(maxBytes / (1024 * 1024))} MB)`);

/**
 * The body parser of application/zip and application/octet-stream: the upload is written to a
 * temporary file as it arrives (a zip is read from its end, and never held in memory), and refused
 * with 413 once it passes `maxBytes`. The body the handler gets is the file's path.
 */
export function zipBodyParser(maxBytes: number) {
  return (request: FastifyRequest, payload: NodeJS.ReadableStream, done: (err: Error | null, body?: string) => void) => {
    if (Number(request.headers['content-length'] ?? 0) > maxBytes) return done(tooLarge(maxBytes));
    const path = `${uploadPrefix}${randomUUID()}.zip`;
    const file = createWriteStream(path);
    let size = 0;
    let over = false;
    const fail = (err: Error) => {
      if (over) return;
      over = true;
      payload.unpipe(file);
      // The rest is read and dropped, so the client gets the answer instead of a reset connection.
      payload.resume();
      file.destroy();
      void rm(path, { force: true }).finally(() => done(err));
    };
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) fail(tooLarge(maxBytes));
    });
    payload.on('error', fail);
    file.on('error', fail);
    file.on('finish', () => {
      if (!over) done(null, path);
    });
    payload.pipe(file);
  };
}

/** Removes the request's uploaded zip, if it has one. */
export async function removeUpload(request: FastifyRequest): Promise<void> {
  if (typeof request.body === 'string' && request.body.startsWith(uploadPrefix)) await rm(request.body, { force: true });
}
