import { useCallback } from 'react';
import { toast } from '@kinstory/ui';
import { useApiClient } from '../api/index.ts';
import { useRecorder } from './useRecorder.ts';

/**
 * Records, transcribes (POST /api/transcribe) and hands the transcript on to be sent
 * (SPEC §4 Recording), with the toasts of SPEC §8.
 */
export function useVoiceMessage({ conversationId, onTranscript }: { conversationId?: string; onTranscript: (text: string) => void }) {
  const api = useApiClient();
  const onRecorded = useCallback(
    async (audio: Blob) => {
      try {
        const { transcript, warning } = await api.transcribe(audio, conversationId);
        if (!transcript.trim()) {
          toast({ title: 'No speech detected', description: warning || 'Please try recording again with clearer audio.', variant: 'destructive' });
          return;
        }
        toast({ title: 'Transcription complete', description: 'Sending your message...' });
        onTranscript(transcript.trim());
      } catch {
        toast({ title: 'Transcription failed', description: 'Failed to transcribe audio', variant: 'destructive' });
      }
    },
    [api, conversationId, onTranscript],
  );
  const onError = useCallback(() => {
    toast({ title: 'Microphone access denied', description: 'Please allow microphone access to record voice messages.', variant: 'destructive' });
  }, []);
  return useRecorder({ onRecorded: (audio) => void onRecorded(audio), onError });
}
