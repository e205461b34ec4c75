import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ttsRequestSchema, type TranscriptionResponse, transcriptionResponseSchema } from '@kinstory/contract';
import { HttpError } from '../../http.ts';
import type { Limits } from '../../limits.ts';
import { perUserPerMinute } from '../../plugins/limits.ts';
import { providerError } from '../../providers/errors.ts';
import { PoolBusyError } from '../../providers/speech/workerPool.ts';
import type { VoiceService } from '../../services/voice.ts';
import { withIdleTimeout } from '../../streaming/timeout.ts';
import { answers, content } from '../openapi.ts';
import { acceptAudioUploads, readAudioUpload, refuseUpload, uploadBodyDescription } from './upload.ts';

const tags = ['Speech'];

export const sttNotConfigured = 'Speech-to-text is not configured';
export const ttsBusyText = 'Text-to-speech is busy: please try again in a moment';

/** POST /api/tts and POST /api/transcribe (SPEC §7). */
export default async function speechRoutes(fastify: FastifyInstance, opts: { limits: Limits; voice: VoiceService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { providers } = app;
  const { limits, voice } = opts;

  await acceptAudioUploads(app, limits);

  const ttsSchema = { summary: 'Read a text aloud', tags, body: ttsRequestSchema, response: answers({ 200: content('audio/wav', 'The speech (its content type says the format)') }) };
  app.post('/api/tts', { config: { rateLimit: perUserPerMinute('tts', limits.ttsPerMinute) }, schema: ttsSchema }, async (request, reply) => {
    const { body } = request;
    if (!providers.tts) throw new HttpError(503, 'Text-to-speech is not configured');
    const tts = providers.tts;
    const audio = await withIdleTimeout((signal) => tts.synthesize(body.text, body.voice, signal), limits.providerTimeoutMs).catch((err: unknown) => {
      if (err instanceof PoolBusyError) throw new HttpError(503, ttsBusyText, { 'retry-after': '2' });
      request.log.warn({ err: providerError('tts', err) }, 'text-to-speech failed');
      throw new HttpError(502, 'Text-to-speech failed');
    });
    return reply.header('content-type', audio.contentType).header('cache-control', 'no-store').send(audio.audio);
  });

  const transcribeSchema = {
    summary: 'Turn a recording into text',
    description: `${uploadBodyDescription(' (and an optional `conversationId` field)')} The recording is kept too when the archive keeps recordings.`,
    tags,
    response: answers({ 200: transcriptionResponseSchema }),
  };
  app.post('/api/transcribe', { config: { rateLimit: perUserPerMinute('transcribe', limits.transcribePerMinute) }, schema: transcribeSchema }, async (request, reply) => {
    // Nothing would be done with the recording.
    if (!providers.stt) refuseUpload(reply, new HttpError(503, sttNotConfigured));
    const stt = providers.stt;
    // The recording is kept too (issue #17) when the archive keeps recordings and the caller writes.
    const keepIn = await voice.archiveForUpload(request.user);
    const input = await readAudioUpload(request);
    const result = await withIdleTimeout((signal) => stt.transcribe({ audio: input.buffer, filename: input.filename, contentType: input.contentType }, signal), limits.providerTimeoutMs).catch(
      (err: unknown) => {
        request.log.warn({ err: providerError('stt', err) }, 'speech-to-text failed');
        throw new HttpError(502, 'Failed to transcribe audio');
      },
    );
    const kept = 'archiveId' in keepIn ? await voice.keep(request.user, keepIn.archiveId, input) : null;
    const answer: TranscriptionResponse = { transcript: result.transcript, warning: result.warning, recordingId: kept?.recordingId ?? null };
    return answer;
  });
}
