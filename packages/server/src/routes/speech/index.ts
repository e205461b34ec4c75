import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { conversationIdSchema, ttsRequestSchema, type TranscriptionResponse } from '@kinstory/contract';
import { HttpError, parse } from '../../http.ts';
import type { Limits } from '../../limits.ts';
import { perUserPerMinute } from '../../plugins/limits.ts';
import { providerError } from '../../providers/errors.ts';
import { sniffAudio } from '../../providers/speech/sniff.ts';
import { PoolBusyError } from '../../providers/speech/workerPool.ts';
import { withIdleTimeout } from '../../streaming/timeout.ts';

export const sttNotConfigured = 'Speech-to-text is not configured';
export const notAudioText = 'The recording must be an audio file (webm, ogg, wav, mp3, m4a or flac)';
export const malformedUploadText = 'Invalid body: the upload was cut off or is not well-formed multipart/form-data';
export const ttsBusyText = 'Text-to-speech is busy: please try again in a moment';

/** POST /api/tts and POST /api/transcribe (SPEC §7). */
export default async function speechRoutes(app: FastifyInstance, opts: { limits: Limits }) {
  const { providers } = app;
  const { limits } = opts;

  await app.register(multipart, { limits: { fileSize: limits.maxAudioBytes, files: 1, fields: 5, fieldSize: 1024 } });

  app.post('/api/tts', { config: { rateLimit: perUserPerMinute('tts', limits.ttsPerMinute) } }, async (request, reply) => {
    const body = parse(ttsRequestSchema, request.body, 'body');
    if (!providers.tts) throw new HttpError(503, 'Text-to-speech is not configured');
    const tts = providers.tts;
    const audio = await withIdleTimeout((signal) => tts.synthesize(body.text, body.voice, signal), limits.providerTimeoutMs).catch((err: unknown) => {
      if (err instanceof PoolBusyError) throw new HttpError(503, ttsBusyText, { 'retry-after': '2' });
      request.log.warn({ err: providerError('tts', err) }, 'text-to-speech failed');
      throw new HttpError(502, 'Text-to-speech failed');
    });
    return reply.header('content-type', audio.contentType).header('cache-control', 'no-store').send(audio.audio);
  });

  app.post('/api/transcribe', { config: { rateLimit: perUserPerMinute('transcribe', limits.transcribePerMinute) } }, async (request, reply) => {
    // Before a byte of the body is read: nothing would be done with it. The connection closes after
    // the answer, so the rest of the upload is never read either.
    if (!providers.stt) {
      reply.header('connection', 'close');
      throw new HttpError(503, sttNotConfigured);
    }
    const stt = providers.stt;
    if (!request.isMultipart()) throw new HttpError(415, 'Send the recording as multipart/form-data with an "audio" file');
    let audio: { buffer: Buffer; filename: string; contentType: string } | null = null;
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
    const input = audio;
    const result = await withIdleTimeout((signal) => stt.transcribe({ audio: input.buffer, filename: input.filename, contentType: input.contentType }, signal), limits.providerTimeoutMs).catch(
      (err: unknown) => {
        request.log.warn({ err: providerError('stt', err) }, 'speech-to-text failed');
        throw new HttpError(502, 'Failed to transcribe audio');
      },
    );
    const answer: TranscriptionResponse = { transcript: result.transcript, warning: result.warning };
    return answer;
  });
}

/** The `audio` file of a multipart upload (its format read from its first bytes); null when there is none. */
async function readRecording(request: FastifyRequest): Promise<{ buffer: Buffer; filename: string; contentType: string } | null> {
  let audio: { buffer: Buffer; filename: string; contentType: string } | null = null;
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
      parse(conversationIdSchema, part.value, 'conversationId');
    }
  }
  return audio;
}
