import { forwardRef, useEffect } from 'react';
import type { Message } from '@kinstory/contract';
import useSWR from 'swr';
import { ApiError, apiKeys, useApiClient, useHealth } from '../api/index.ts';
import { Composer, type ComposerProps } from './Composer.tsx';
import { useVoiceMessage } from './useVoiceMessage.ts';
import { voiceInput } from './voiceInput.ts';

export type ChatComposerProps = Pick<ComposerProps, 'defaultValue' | 'isReplying' | 'isMuted'> & {
  conversationId?: string;
  /** Sends a message: typed, or spoken and transcribed (then with its kept recording). */
  onSend: (text: string, recordingId?: string) => void;
  /** A voice memory was kept (no speech-to-text): the conversation shows it. */
  onVoiceMemory?: (message: Message) => void;
};

/**
 * The Composer with voice (GET /api/health): speech-to-text when the server has it; else, when the
 * archive keeps recordings (GET /api/archive), a voice memory to be typed later.
 */
export const ChatComposer = forwardRef<HTMLDivElement, ChatComposerProps>(function ChatComposer({ conversationId, onSend, onVoiceMemory, isMuted, ...props }, ref) {
  const api = useApiClient();
  const { data: health } = useHealth();
  // The archive's setting matters only without speech-to-text: it is not asked for otherwise.
  const { data: archive, error } = useSWR(health?.capabilities.stt === null ? apiKeys.archive : null, () => api.getArchive());
  // 404: no archive yet (a first write makes it).
  const input = voiceInput(health, error instanceof ApiError && error.status === 404 ? null : archive);
  const voice = useVoiceMessage({ conversationId, onTranscript: onSend, keepAsVoiceMemory: input === 'voiceMemory', onVoiceMemory });
  const { stop } = voice;
  // Muting stops any recording (SPEC §4 Audio).
  useEffect(() => {
    if (isMuted) stop();
  }, [isMuted, stop]);
  return (
    <Composer
      ref={ref}
      {...props}
      onSend={(text) => onSend(text)}
      isMuted={isMuted}
      hasSpeechToText={input === 'transcribe'}
      keepsVoiceMemories={input === 'voiceMemory'}
      recordingSeconds={voice.isRecording ? voice.seconds : null}
      onStartRecording={() => void voice.start()}
      onStopRecording={voice.stop}
    />
  );
});
ChatComposer.displayName = 'ChatComposer';
