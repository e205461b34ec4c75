import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import archiver from 'archiver';
import {
  archiveSettingsPatchSchema,
  conversationParamsSchema,
  messageParamsSchema,
  perspectiveParamsSchema,
  storyParamsSchema,
  transcribeMessageRequestSchema,
  voiceMemoryRequestSchema,
  type ArchiveSettingsResponse,
  type RecordingUploadResponse,
  type TranscribeMessageResponse,
  type VoiceMemoryListResponse,
  type VoiceMemoryResponse,
} from '@kinstory/contract';
import { parse } from '../../http.ts';
import type { Limits } from '../../limits.ts';
import { perUserPerMinute } from '../../plugins/limits.ts';
import { audioExtension } from '../../providers/speech/sniff.ts';
import { fileSlug } from '../../services/transcript.ts';
import type { VoiceService } from '../../services/voice.ts';
import { acceptAudioUploads, readAudioUpload } from '../speech/upload.ts';
import { sendAudio } from './sendAudio.ts';

/**
 * Voice kept (issue #17): uploads, voice memories and their typed transcripts, and the recordings'
 * audio (GET …/audio also takes `?token=`: an <audio> element cannot send a header). The voice
 * service decides who may do and hear what.
 */
export default async function recordingRoutes(app: FastifyInstance, opts: { limits: Limits; voice: VoiceService }) {
  const { repos } = app;
  const { limits, voice } = opts;
  await acceptAudioUploads(app, limits);

  app.post('/api/recordings', { config: { rateLimit: perUserPerMinute('recordings', limits.recordingsPerMinute) } }, async (request, reply) => {
    // Refused before a byte of the body is read; the connection closes after the answer.
    const target = await voice.archiveForUpload(request.user);
    if ('refused' in target) {
      reply.header('connection', 'close');
      throw target.refused;
    }
    const audio = await readAudioUpload(request);
    const kept: RecordingUploadResponse = await voice.keep(request.user, target.archiveId, audio);
    return reply.code(201).send(kept);
  });

  // The archive's one setting so far says whether recordings are kept (GET /api/archive reads it).
  app.patch('/api/archive/settings', async (request): Promise<ArchiveSettingsResponse> => {
    const patch = parse(archiveSettingsPatchSchema, request.body, 'body');
    return { settings: await voice.updateSettings(request.user, patch) };
  });

  app.post('/api/conversations/:conversationId/voice-memories', async (request, reply) => {
    const { conversationId } = parse(conversationParamsSchema, request.params, 'path');
    const body = parse(voiceMemoryRequestSchema, request.body, 'body');
    const { message, created } = await voice.addVoiceMemory(request.user, conversationId, body);
    const answer: VoiceMemoryResponse = { success: true, message };
    return reply.code(created ? 201 : 200).send(answer);
  });

  app.get('/api/voice-memories', async (request): Promise<VoiceMemoryListResponse> => ({ voiceMemories: await voice.listVoiceMemories(request.user) }));

  app.put('/api/messages/:messageId/transcript', async (request): Promise<TranscribeMessageResponse> => {
    const { messageId } = parse(messageParamsSchema, request.params, 'path');
    const { text } = parse(transcribeMessageRequestSchema, request.body, 'body');
    return { success: true, message: await voice.transcribe(request.user, Number(messageId), text) };
  });

  app.get('/api/messages/:messageId/audio', async (request, reply) => {
    const { messageId } = parse(messageParamsSchema, request.params, 'path');
    const recording = await voice.messageRecording(request.user, Number(messageId));
    return sendAudio(request, reply, (await repos.recordings.audio(recording.id))!, recording.content_type);
  });

  app.get('/api/perspectives/:perspectiveId/audio', async (request, reply) => {
    const { perspectiveId } = parse(perspectiveParamsSchema, request.params, 'path');
    const recording = await voice.perspectiveRecording(request.user, Number(perspectiveId));
    return sendAudio(request, reply, (await repos.recordings.audio(recording.id))!, recording.content_type);
  });

  // A story's recordings as one file: the recording itself, or a zip of them numbered in order.
  app.get('/api/stories/:storyId/audio', async (request, reply) => {
    const { storyId } = parse(storyParamsSchema, request.params, 'path');
    const { story, recordings } = await voice.storyRecordings(request.user, Number(storyId));
    const name = `kinstory-${fileSlug(story.title) || 'story'}`;
    const fileName = (i: number) => `${name}-${i + 1}.${audioExtension(recordings[i]!.content_type)}`;
    if (recordings.length === 1) {
      reply.header('content-disposition', `attachment; filename="${fileName(0)}"`);
      return sendAudio(request, reply, (await repos.recordings.audio(recordings[0]!.id))!, recordings[0]!.content_type);
    }
    // Stored, not deflated: the audio is compressed already. One recording is read at a time.
    const zip = archiver('zip', { store: true });
    const fill = async () => {
      for (const [i, recording] of recordings.entries()) {
        const audio = await repos.recordings.audio(recording.id);
        if (!audio) throw new Error(`recording ${recording.id} is gone`);
        const added = once(zip, 'entry');
        zip.append(audio, { name: fileName(i), date: new Date(recording.created_at) });
        await added;
      }
      await zip.finalize();
    };
    fill().catch((err: unknown) => {
      request.log.warn({ err: { message: (err as Error).message } }, 'story audio zip failed');
      zip.destroy(err as Error);
    });
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${name}.zip"`)
      .header('cache-control', 'private')
      .send(zip);
  });
}
