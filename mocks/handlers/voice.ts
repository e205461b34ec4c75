import { delay, http, HttpResponse } from 'msw';
import {
  voiceTexts,
  type ArchiveSettingsPatch,
  type ArchiveSettingsResponse,
  type Message,
  type RecordingUploadResponse,
  type TranscribeMessageResponse,
  type VoiceMemoryListResponse,
  type VoiceMemoryResponse,
} from '@kinstory/contract';
import * as f from '../fixtures/index.ts';
import { resourceStates } from './states.ts';

const wav = (fileName?: string) =>
  new HttpResponse(f.toneWav(3), {
    headers: { 'content-type': 'audio/wav', ...(fileName ? { 'content-disposition': `attachment; filename="${fileName}"` } : {}) },
  });
const never = async () => {
  await delay('infinite');
  return new HttpResponse(null);
};
const notFound = () => HttpResponse.json({ error: 'Not found' }, { status: 404 });

/** GET /api/messages/:id/audio: a message's recording (a 3 s tone). */
export const messageAudioHandlers = {
  default: http.get('*/api/messages/:messageId/audio', () => wav()),
  loading: http.get('*/api/messages/:messageId/audio', never),
  error: http.get('*/api/messages/:messageId/audio', notFound),
};

/** GET /api/stories/:id/audio: the story's recordings as one file. */
export const storyAudioHandlers = {
  default: http.get('*/api/stories/:id/audio', () => wav('marrying-harold.wav')),
  error: http.get('*/api/stories/:id/audio', () => HttpResponse.json({ error: 'Internal server error' }, { status: 500 })),
};

/** POST /api/recordings: kept until a message takes it. */
export const uploadRecordingHandlers = {
  ...resourceStates('post', '*/api/recordings', { recordingId: f.recordingId, contentType: 'audio/webm', size: 2048 } satisfies RecordingUploadResponse),
  /** The archive keeps no recordings. */
  recordingsOff: http.post('*/api/recordings', () => HttpResponse.json({ error: voiceTexts.recordingsOff }, { status: 409 })),
};

const voiceMemoryMessage = (messageId: string): Message => ({
  message_id: messageId,
  id: '31',
  role: 'user',
  content: '',
  created_at: new Date().toISOString(),
  complete: true,
  audio: true,
  awaiting_transcript: true,
});

/** POST /api/conversations/:id/voice-memories: the stored message, not transcribed yet. */
export const saveVoiceMemoryHandlers = {
  ...resourceStates('post', '*/api/conversations/:id/voice-memories', { success: true, message: voiceMemoryMessage('m-voice') } satisfies VoiceMemoryResponse),
  default: http.post('*/api/conversations/:id/voice-memories', async ({ request }) => {
    const { messageId } = (await request.json()) as { messageId?: string };
    return HttpResponse.json({ success: true, message: voiceMemoryMessage(messageId ?? 'm-voice') } satisfies VoiceMemoryResponse, { status: 201 });
  }),
};

/** GET /api/voice-memories: the archive's voice memories waiting for their words. */
export const voiceMemoriesHandlers = resourceStates('get', '*/api/voice-memories', { voiceMemories: f.voiceMemories } satisfies VoiceMemoryListResponse, {
  voiceMemories: [],
});

const transcribed = (messageId: string, text: string): TranscribeMessageResponse => ({
  success: true,
  message: { message_id: `m-${messageId}`, id: messageId, role: 'user', content: text, created_at: f.voiceMemories[0]!.created_at, complete: true, audio: true, awaiting_transcript: false },
});

/** PUT /api/messages/:messageId/transcript: the voice memory with its words. */
export const transcribeMessageHandlers = {
  ...resourceStates('put', '*/api/messages/:messageId/transcript', transcribed('14', 'We sailed at dawn.')),
  default: http.put('*/api/messages/:messageId/transcript', async ({ params, request }) => {
    const { text } = (await request.json()) as { text: string };
    return HttpResponse.json(transcribed(String(params.messageId), text));
  }),
};

/** PATCH /api/archive/settings (admin): the settings as changed. */
export const archiveSettingsHandlers = {
  ...resourceStates('patch', '*/api/archive/settings', { settings: { keepRecordings: false } } satisfies ArchiveSettingsResponse),
  default: http.patch('*/api/archive/settings', async ({ request }) => {
    const patch = (await request.json()) as ArchiveSettingsPatch;
    return HttpResponse.json({ settings: { ...f.archive.settings, ...patch } } satisfies ArchiveSettingsResponse);
  }),
};

/** GET /api/archive of an archive that keeps no recordings. */
export const archiveWithoutRecordings = http.get('*/api/archive', () => HttpResponse.json({ ...f.archive, settings: { keepRecordings: false } }));

/**
 * Voice memories whose transcripts and setting stick: a typed memory leaves GET /api/voice-memories,
 * and PATCH /api/archive/settings changes what GET /api/archive answers. A fresh store per call.
 */
export function voiceArchive() {
  const typed = new Set<string>();
  let settings = f.archive.settings;
  return [
    http.get('*/api/voice-memories', () => HttpResponse.json({ voiceMemories: f.voiceMemories.filter((memory) => !typed.has(memory.id)) })),
    http.put('*/api/messages/:messageId/transcript', async ({ params, request }) => {
      const { text } = (await request.json()) as { text: string };
      typed.add(String(params.messageId));
      return HttpResponse.json(transcribed(String(params.messageId), text));
    }),
    http.get('*/api/archive', () => HttpResponse.json({ ...f.archive, settings })),
    http.patch('*/api/archive/settings', async ({ request }) => {
      settings = { ...settings, ...((await request.json()) as ArchiveSettingsPatch) };
      return HttpResponse.json({ settings } satisfies ArchiveSettingsResponse);
    }),
  ];
}

/** Every call of voice kept answered as a real server would. */
export const voiceHandlers = [
  messageAudioHandlers.default,
  storyAudioHandlers.default,
  uploadRecordingHandlers.default,
  saveVoiceMemoryHandlers.default,
  // No voice memories by default: the dashboards' stories stay as they were; VoiceMemories' show the list.
  voiceMemoriesHandlers.empty,
  transcribeMessageHandlers.default,
  archiveSettingsHandlers.default,
];
