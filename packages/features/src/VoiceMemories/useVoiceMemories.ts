import { useCallback } from 'react';
import useSWR from 'swr';
import { useApiClient } from '../api/index.ts';

const voiceMemoriesKey = ['voiceMemories'] as const;

/** GET /api/voice-memories, and the typing of one's words (PUT …/transcript), after which it leaves the list. */
export function useVoiceMemories() {
  const api = useApiClient();
  const list = useSWR(voiceMemoriesKey, () => api.getVoiceMemories().then((r) => r.voiceMemories));
  const { mutate } = list;
  const transcribe = useCallback(
    async (messageId: string, text: string) => {
      await api.transcribeMessage(messageId, text);
      await mutate((memories) => memories?.filter((memory) => memory.id !== messageId), { revalidate: true });
    },
    [api, mutate],
  );
  return { ...list, transcribe };
}
