import { useCallback } from 'react';
import { DEFAULT_CONVERSATION_ID, type Message } from '@kinstory/contract';
import { toast } from '@kinstory/ui';
import { shownErrorText, useApiClient } from '../api/index.ts';
import { useRecorder } from './useRecorder.ts';

export interface UseVoiceMessageOptions {
  conversationId?: string;
  /** The words to send, and the kept recording to send with them (when the archive keeps recordings). */
  onTranscript: (text: string, recordingId?: string) => void;
  /**
   * No speech-to-text: keep the recording as a voice memory instead (POST /api/recordings, then
   * …/voice-memories), to be typed later. @default false
   */
  keepAsVoiceMemory?: boolean;
  /** The voice memory as stored, for the conversation to show. */
  onVoiceMemory?: (message: Message) => void;
}

/**
 * Records, then either transcribes (POST /api/transcribe) and hands the transcript on to be sent
 * (SPEC §4 Recording), or keeps a voice memory (issue #17), with the toasts of SPEC §8.
 */
export function useVoiceMessage({ conversationId, onTranscript, keepAsVoiceMemory = false, onVoiceMemory }: UseVoiceMessageOptions) {
  const api = useApiClient();
  const transcribe = useCallback(
    async (audio: Blob) => {
      try {
        const { transcript, warning, recordingId } = await api.transcribe(audio, conversationId);
        if (!transcript.trim()) {
          toast({ title: 'No speech detected', description: warning || 'Please try recording again with clearer audio.', variant: 'destructive' });
          return;
        }
        toast({ title: 'Transcription complete', description: 'Sending your message...' });
        onTranscript(transcript.trim(), recordingId ?? undefined);
      } catch {
        toast({ title: 'Transcription failed', description: 'Failed to transcribe audio', variant: 'destructive' });
      }
    },
    [api, conversationId, onTranscript],
  );
  const keepVoiceMemory = useCallback(
    async (audio: Blob) => {
      try {
        const { recordingId } = await api.uploadRecording(audio);
        const { message } = await api.saveVoiceMemory(conversationId ?? DEFAULT_CONVERSATION_ID, { recordingId, messageId: crypto.randomUUID() });
        toast({ title: 'Voice memory kept', description: 'Your recording is saved. Someone in the family can type its words later.' });
        onVoiceMemory?.(message);
      } catch (error) {
        toast({ title: 'Voice memory not kept', description: shownErrorText(error), variant: 'destructive' });
      }
    },
    [api, conversationId, onVoiceMemory],
  );
  const onError = useCallback(() => {
    toast({ title: 'Microphone access denied', description: 'Please allow microphone access to record voice messages.', variant: 'destructive' });
  }, []);
  return useRecorder({ onRecorded: (audio) => void (keepAsVoiceMemory ? keepVoiceMemory(audio) : transcribe(audio)), onError });
}
