import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { conversationIdSchema } from '@kinstory/contract';
import { HttpError, parse } from '../../http.ts';
import type { Limits } from '../../limits.ts';
import { sniffAudio } from '../../providers/speech/sniff.ts';

export const notAudioText = 'The recording must be an audio file (webm, ogg, wav, mp3, m4a or flac)';
export const malformedUploadText = 'Invalid body: the upload was cut off or is not well-formed multipart/form-data';

/** An uploaded recording: its bytes, and its format as read from its first bytes. */
export interface AudioUpload {
  buffer: Buffer;
  filename: string;
  contentType: string;
}

/** Lets the plugin's routes read one `audio` file of at most `limits.maxAudioBytes` (POST /api/transcribe, /api/recordings). */
export async function acceptAudioUploads(app: FastifyInstance, limits: Limits): Promise<void> {
  await app.register(multipart, { limits: { fileSize: limits.maxAudioBytes, files: 1, fields: 5, fieldSize: 1024 } });
}

/** What the OpenAPI document says of an upload's body (no JSON schema describes multipart), `more` inside the sentence. */
export const uploadBodyDescription = (more = '') => `The body is \`multipart/form-data\` with an \`audio\` file${more}.`;

/**
 * Refuses an upload before a byte of its body is read: the connection closes after the answer, so
 * the rest of the upload is never read either.
 */
export function refuseUpload(reply: FastifyReply, refusal: Error): never {
  reply.header('connection', 'close');
  throw refusal;
}

/**
 * The `audio` file of a multipart request, checked: present, not empty, at most the size limit,
 * and audio by its first bytes. Every failure is a 4xx with a clear text, never a 500.
 */
export async function readAudioUpload(request: FastifyRequest): Promise<AudioUpload> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the recording as multipart/form-data with an "audio" file');
  let audio: AudioUpload | null = null;
  try {
    audio = await readRecording(request);
  } catch (err) {
    // Our own refusals (and @fastify/multipart's 4xx: too large, too many parts) as they are;
    // the parser's own failures (no boundary, a body that ends before its closing boundary, a
    // client gone mid-upload) are the client's: 400, never a 500.
    if (err instanceof HttpError) throw err;
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) throw err;
    request.log.info({ code: (err as { code?: string }).code, message: (err as Error).message }, 'malformed upload');
    throw new HttpError(400, malformedUploadText);
  }
  if (!audio) throw new HttpError(400, 'Invalid body: audio: a recording file is required');
  if (audio.buffer.length === 0) throw new HttpError(400, 'Invalid body: audio: the recording is empty');
  return audio;
}

/** The `audio` file of a multipart upload (its format read from its first bytes); null when there is none. */
async function readRecording(request: FastifyRequest): Promise<AudioUpload | null> {
  let audio: AudioUpload | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'audio') {
        part.file.resume();
        continue;
      }
      // toBuffer() rejects with 413 when the file is over the limit: never silently truncated.
      const buffer = await part.toBuffer();
      if (part.file.truncated) throw new HttpError(413, 'The recording is too large (at most 25 MB)');
      // The format is read from the recording's first bytes; the client's MIME type and file
      // name are not trusted (nor sent on).
      const format = buffer.length ? sniffAudio(buffer) : null;
      if (buffer.length && !format) throw new HttpError(415, notAudioText);
      audio = { buffer, filename: `recording.${format?.extension ?? 'webm'}`, contentType: format?.contentType ?? 'audio/webm' };
    } else if (part.fieldname === 'conversationId' && typeof part.value === 'string' && part.value) {
      // A field inside the multipart body: no route schema reaches it, so it is checked here.
      parse(conversationIdSchema, part.value, 'conversationId');
    }
  }
  return audio;
}
