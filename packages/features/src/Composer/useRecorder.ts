import { useCallback, useEffect, useRef, useState } from 'react';
import { RECORDING_MIME_TYPE, RECORDING_TICK_MS } from '@kinstory/contract';

export interface UseRecorderOptions {
  /** The finished recording (audio/webm; upload it as 'recording.webm'). */
  onRecorded: (audio: Blob) => void;
  /** Microphone refused or unavailable: the caller shows 'Microphone access denied'. */
  onError: (error: Error) => void;
}

/** Voice recording, idle ↔ recording, counting whole seconds once a second. */
export function useRecorder({ onRecorded, onError }: UseRecorderOptions) {
  const [isRecording, setIsRecording] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const callbacks = useRef({ onRecorded, onError });
  useEffect(() => {
    callbacks.current = { onRecorded, onError };
  }, [onRecorded, onError]);

  useEffect(() => {
    if (!isRecording) return;
    const tick = setInterval(() => setSeconds((s) => s + 1), RECORDING_TICK_MS);
    return () => clearInterval(tick);
  }, [isRecording]);

  const start = useCallback(async () => {
    if (recorder.current) return;
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const chunks: Blob[] = [];
      const media = new MediaRecorder(stream, { mimeType: RECORDING_MIME_TYPE });
      media.ondataavailable = (event) => chunks.push(event.data);
      media.onstop = () => {
        stream.getTracks().forEach((track) => track.stop());
        callbacks.current.onRecorded(new Blob(chunks, { type: RECORDING_MIME_TYPE }));
      };
      media.start();
      recorder.current = media;
      setSeconds(0);
      setIsRecording(true);
    } catch (error) {
      callbacks.current.onError(error instanceof Error ? error : new Error(String(error)));
    }
  }, []);

  const stop = useCallback(() => {
    recorder.current?.stop();
    recorder.current = null;
    setIsRecording(false);
  }, []);

  useEffect(() => () => recorder.current?.stop(), []);

  return { isRecording, seconds, start, stop };
}
