import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { conversationIdSchema, ttsRequestSchema, type TranscriptionResponse } from '@kinstory/contract';
import { HttpError, parse } from '../../http.ts';
import type { Limits } from '../../limits.ts';
import { perUserPerMinute } from '../../plugins/limits.ts';
import { providerError } from '../../providers/errors.ts';
import { withIdleTimeout } from '../../streaming/timeout.ts';

export const sttNotConfigured = 'Speech-to-text is not configured';
const audioTypes = /^(audio\/[a-z0-9.+-]+|video\/webm|application\/ogg)$/i;

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
      request.log.warn({ err: providerError('tts', err) }, 'text-to-speech failed');
      throw new HttpError(502, 'Text-to-speech failed');
    });
    return reply.header('content-type', audio.contentType).header('cache-control', 'no-store').send(audio.audio);
  });

  app.post('/api/transcribe', { config: { rateLimit: perUserPerMinute('transcribe', limits.transcribePerMinute) } }, async (request) => {
    if (!request.isMultipart()) throw new HttpError(415, 'Send the recording as multipart/form-data with an "audio" file');
    let audio: { buffer: Buffer; filename: string; contentType: string } | null = null;
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'audio') {
          part.file.resume();
          continue;
        }
        const contentType = part.mimetype.split(';')[0]!.trim();
        if (!audioTypes.test(contentType)) {
          part.file.resume();
          throw new HttpError(415, 'The recording must be an audio file (e.g. audio/webm)');
        }
        // toBuffer() rejects with 413 when the file is over the limit: never silently truncated.
        const buffer = await part.toBuffer();
        if (part.file.truncated) throw new HttpError(413, 'The recording is too large (at most 25 MB)');
        audio = { buffer, filename: part.filename || 'recording.webm', contentType };
      } else if (part.fieldname === 'conversationId' && typeof part.value === 'string' && part.value) {
        parse(conversationIdSchema, part.value, 'conversationId');
      }
    }
    if (!audio) throw new HttpError(400, 'Invalid body: audio: a recording file is required');
    if (audio.buffer.length === 0) throw new HttpError(400, 'Invalid body: audio: the recording is empty');
    if (!providers.stt) throw new HttpError(503, sttNotConfigured);
    const stt = providers.stt;
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
