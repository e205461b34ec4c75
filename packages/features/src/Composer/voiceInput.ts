import type { ArchiveResponse, HealthResponse } from '@kinstory/contract';

/**
 * What the microphone does with a recording: 'transcribe' (speech-to-text is on: the words are sent),
 * 'voiceMemory' (no speech-to-text, but the archive keeps recordings: it is kept to be typed later),
 * or 'off'. Until the health is known the microphone is on, as before; without speech-to-text it
 * waits for the archive's setting.
 */
export type VoiceInput = 'transcribe' | 'voiceMemory' | 'off';

export function voiceInput(health: Pick<HealthResponse, 'capabilities'> | undefined, archive: Pick<ArchiveResponse, 'settings'> | undefined): VoiceInput {
  if (!health || health.capabilities.stt !== null) return 'transcribe';
  return archive?.settings.keepRecordings ? 'voiceMemory' : 'off';
}
