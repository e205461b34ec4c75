import { useCallback } from 'react';
import { useApiClient, useRevalidate } from '../api/index.ts';

/** What a member shares: their words, a recording of them telling it, or both. */
export interface PerspectiveDraft {
  text: string;
  recording?: Blob;
}

/**
 * Shares a perspective on a story: the recording is kept first (its id goes with the words), then
 * the story lists are asked again, so the perspective shows under the story wherever it is listed.
 */
export function useSharePerspective() {
  const api = useApiClient();
  const revalidate = useRevalidate();
  return useCallback(
    async (storyId: string, { text, recording }: PerspectiveDraft) => {
      const recordingId = recording ? (await api.uploadRecording(recording)).recordingId : undefined;
      const { perspective } = await api.addPerspective(storyId, { text, recordingId });
      await revalidate('stories');
      return perspective;
    },
    [api, revalidate],
  );
}
