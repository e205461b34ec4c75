import { useCallback, useEffect, useRef } from 'react';
import { useApiClient } from '@kinstory/features';

/**
 * Text-to-speech of the interviewer's replies (POST /api/tts → audio → HTMLAudioElement). One reply
 * plays at a time; failures are only logged (SPEC §8).
 */
export function useReplyAudio(conversationId: string) {
  const api = useApiClient();
  const current = useRef<{ audio: HTMLAudioElement; url: string } | null>(null);

  const stop = useCallback(() => {
    if (!current.current) return;
    current.current.audio.pause();
    URL.revokeObjectURL(current.current.url);
    current.current = null;
  }, []);

  const speak = useCallback(
    async (text: string) => {
      stop();
      try {
        const blob = await api.speak(text, conversationId);
        const url = URL.createObjectURL(blob);
        const audio = new Audio(url);
        audio.dataset.kinstoryReply = 'true';
        current.current = { audio, url };
        await audio.play();
      } catch (error) {
        console.error('Text-to-speech failed', error);
      }
    },
    [api, conversationId, stop],
  );

  const pause = useCallback(() => current.current?.audio.pause(), []);

  const resume = useCallback(() => {
    const audio = current.current?.audio;
    if (audio && audio.paused && !audio.ended) audio.play().catch((error: unknown) => console.error('Could not resume the reply audio', error));
  }, []);

  useEffect(() => stop, [stop]);

  /** The element playing now (tests look at it). */
  const playing = useCallback(() => current.current?.audio ?? null, []);

  return { speak, stop, pause, resume, playing };
}
