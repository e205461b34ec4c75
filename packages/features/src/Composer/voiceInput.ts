import type { ArchiveResponse, HealthResponse } from '@kinstory/contract';

/**
 * What the microphone does with a recording: 'transcribe' (speech-to-text is on: the words are sent),
 * 'voiceMemory' (no speech-to-text, but the archive keeps recordings: it is kept to be typed later),
 * or 'off'. Until the health is known the microphone is on, as before; without speech-to-text it
 * waits for the archive's setting. `archive` null: no archive yet; the one the first recording
 * makes keeps recordings (the default).
 */
export type VoiceInput = 'transcribe' | 'voiceMemory' | 'off';

export function voiceInput(health: Pick<HealthResponse, 'capabilities'> | undefined, archive: Pick<ArchiveResponse, 'settings'> | null | undefined): VoiceInput {
  if (!health || health.capabilities.stt !== null) return 'transcribe';
  if (archive === null) return 'voiceMemory';
  return archive?.settings.keepRecordings ? 'voiceMemory' : 'off';
}
