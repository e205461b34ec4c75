import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import archiver from 'archiver';
import {
  archiveSettingsPatchSchema,
  archiveSettingsResponseSchema,
  conversationParamsSchema,
  messageParamsSchema,
  perspectiveParamsSchema,
  recordingUploadResponseSchema,
  storyParamsSchema,
  transcribeMessageRequestSchema,
  transcribeMessageResponseSchema,
  voiceMemoryListResponseSchema,
  voiceMemoryRequestSchema,
  voiceMemoryResponseSchema,
  type ArchiveSettingsResponse,
  type RecordingUploadResponse,
  type TranscribeMessageResponse,
  type VoiceMemoryListResponse,
  type VoiceMemoryResponse,
} from '@kinstory/contract';
import type { Limits } from '../../limits.ts';
import { perUserPerMinute } from '../../plugins/limits.ts';
import { audioExtension } from '../../providers/speech/sniff.ts';
import { fileSlug } from '../../services/transcript.ts';
import type { VoiceService } from '../../services/voice.ts';
import { acceptAudioUploads, readAudioUpload, refuseUpload, uploadBodyDescription } from '../speech/upload.ts';
import { answers, content } from '../openapi.ts';
import { sendAudio } from './sendAudio.ts';

const tags = ['Recordings'];
const audio = (what: string) => answers({ 200: content('audio/*', `${what} (its content type says the format; Range requests answer 206)`), 206: content('audio/*', 'The part of it a Range asked for') });

/**
 * Voice kept (issue #17): uploads, voice memories and their typed transcripts, and the recordings'
 * audio (GET …/audio also takes `?token=`: an <audio> element cannot send a header). The voice
 * service decides who may do and hear what.
 */
export default async function recordingRoutes(fastify: FastifyInstance, opts: { limits: Limits; voice: VoiceService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { repos } = app;
  const { limits, voice } = opts;
  await acceptAudioUploads(app, limits);

  const uploadSchema = {
    summary: 'Keep a recording (to attach to a message or a perspective)',
    description: uploadBodyDescription(),
    tags,
    response: answers({ 201: recordingUploadResponseSchema }),
  };
  app.post('/api/recordings', { config: { rateLimit: perUserPerMinute('recordings', limits.recordingsPerMinute) }, schema: uploadSchema }, async (request, reply) => {
    const target = await voice.archiveForUpload(request.user);
    if ('refused' in target) refuseUpload(reply, target.refused);
    const audio = await readAudioUpload(request);
    const kept: RecordingUploadResponse = await voice.keep(request.user, target.archiveId, audio);
    return reply.code(201).send(kept);
  });

  // The archive's one setting so far says whether recordings are kept (GET /api/archive reads it).
  const settingsSchema = { summary: "Change the archive's settings: whether recordings are kept (admins)", tags: ['Archive'], body: archiveSettingsPatchSchema, response: answers({ 200: archiveSettingsResponseSchema }) };
  app.patch('/api/archive/settings', { schema: settingsSchema }, async (request): Promise<ArchiveSettingsResponse> => {
    const patch = request.body;
    return { settings: await voice.updateSettings(request.user, patch) };
  });

  const voiceMemorySchema = {
    summary: 'Add a kept recording to a conversation as a voice memory',
    tags,
    params: conversationParamsSchema,
    body: voiceMemoryRequestSchema,
    response: answers({ 200: voiceMemoryResponseSchema.check(z.describe('Added before (the same recording)')), 201: voiceMemoryResponseSchema.check(z.describe('Added')) }),
  };
  app.post('/api/conversations/:conversationId/voice-memories', { schema: voiceMemorySchema }, async (request, reply) => {
    const { conversationId } = request.params;
    const { body } = request;
    const { message, created } = await voice.addVoiceMemory(request.user, conversationId, body);
    const answer: VoiceMemoryResponse = { success: true, message };
    return reply.code(created ? 201 : 200).send(answer);
  });

  const listSchema = { summary: 'The voice memories the caller may hear', tags, response: answers({ 200: voiceMemoryListResponseSchema }) };
  app.get('/api/voice-memories', { schema: listSchema }, async (request): Promise<VoiceMemoryListResponse> => ({ voiceMemories: await voice.listVoiceMemories(request.user) }));

  const transcriptSchema = {
    summary: "Type a recorded message's words",
    tags,
    params: messageParamsSchema,
    body: transcribeMessageRequestSchema,
    response: answers({ 200: transcribeMessageResponseSchema }),
  };
  app.put('/api/messages/:messageId/transcript', { schema: transcriptSchema }, async (request): Promise<TranscribeMessageResponse> => {
    const { messageId } = request.params;
    const { text } = request.body;
    return { success: true, message: await voice.transcribe(request.user, Number(messageId), text) };
  });

  const audioNote = '`?token=` may carry the ID token (an audio element cannot send a header).';
  app.get('/api/messages/:messageId/audio', { schema: { summary: "A message's recording", description: audioNote, tags, params: messageParamsSchema, response: audio('The recording') } }, async (request, reply) => {
    const { messageId } = request.params;
    const recording = await voice.messageRecording(request.user, Number(messageId));
    return sendAudio(request, reply, (await repos.recordings.audio(recording.id))!, recording.content_type);
  });

  const perspectiveSchema = { summary: "A perspective's recording", description: audioNote, tags, params: perspectiveParamsSchema, response: audio('The recording') };
  app.get('/api/perspectives/:perspectiveId/audio', { schema: perspectiveSchema }, async (request, reply) => {
    const { perspectiveId } = request.params;
    const recording = await voice.perspectiveRecording(request.user, Number(perspectiveId));
    return sendAudio(request, reply, (await repos.recordings.audio(recording.id))!, recording.content_type);
  });

  // A story's recordings as one file: the recording itself, or a zip of them numbered in order.
  const storyAudioSchema = {
    summary: "A story's recordings as one file",
    description: `The recording itself when there is one, a zip of them numbered in order when there are more. ${audioNote}`,
    tags,
    params: storyParamsSchema,
    response: answers({ 200: { description: 'The recording, or a zip of them, as an attachment', content: { ...content('audio/*', '').content, ...content('application/zip', '').content } } }),
  };
  app.get('/api/stories/:storyId/audio', { schema: storyAudioSchema }, async (request, reply) => {
    const { storyId } = request.params;
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
