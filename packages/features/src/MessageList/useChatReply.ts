import { useCallback, useEffect, useRef, useState } from 'react';
import type { MemoryPayload } from '@kinstory/contract';
import { useApiClient } from '../api/ApiProvider.tsx';
import { ChatRefusedError, type ChatStreamRequest } from '../streaming/index.ts';
import type { StreamingReply } from './types.ts';
import { useFrameBatchedText } from './useFrameBatchedText.ts';

/** The toast when a reply fails (SPEC §8). */
export const SEND_FAILED_TOAST = { title: 'Error sending message', description: 'Failed to send message', variant: 'destructive' } as const;

/**
 * The toast for a failed send: SPEC's text, except when the server refused the message with a text
 * of its own (a limit reached: "This conversation is full…"), which tells the storyteller what to do.
 */
export function sendFailedToast(error: unknown): { title: string; description: string; variant: 'destructive' } {
  if (error instanceof ChatRefusedError) return { ...SEND_FAILED_TOAST, description: error.message };
  return SEND_FAILED_TOAST;
}

export interface UseChatReplyOptions {
  /** The turn's memory, when the stream carries it. */
  onMemory?: (memory: MemoryPayload) => void;
}

/**
 * Streams one interviewer reply (POST /chat). Text and progress are committed together once per
 * animation frame; `streaming` is null when no reply is in progress.
 */
export function useChatReply({ onMemory }: UseChatReplyOptions = {}) {
  const api = useApiClient();
  const progressRef = useRef(0);
  const [progress, setProgress] = useState<number | null>(null);
  const syncProgress = useCallback(() => setProgress(progressRef.current), []);
  const { text, append, flush, reset } = useFrameBatchedText(syncProgress);
  const [error, setError] = useState<Error | null>(null);
  const controller = useRef<AbortController | null>(null);

  // The latest handler, so `send` stays the same function across renders.
  const memoryHandler = useRef(onMemory);
  useEffect(() => {
    memoryHandler.current = onMemory;
  }, [onMemory]);

  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(
    async (request: ChatStreamRequest): Promise<string> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      reset();
      setError(null);
      progressRef.current = 0;
      setProgress(0);
      try {
        const reply = await api.streamChat(request, {
          onMemory: (memory) => memoryHandler.current?.(memory),
          signal: current.signal,
          onToken: append,
          onProgress: (percent) => {
            progressRef.current = percent;
            // Token progress is committed with the text, per frame; the rest (open, done) at once.
            if (percent <= 5 || percent === 100) setProgress(percent);
          },
        });
        flush();
        return reply;
      } catch (caught) {
        const failure = caught instanceof Error ? caught : new Error(String(caught));
        if (!current.signal.aborted) setError(failure);
        throw failure;
      } finally {
        if (controller.current === current) {
          controller.current = null;
          setProgress(null);
          reset();
        }
      }
    },
    [api, append, flush, reset],
  );

  const streaming: StreamingReply | null = progress === null ? null : { text, progress };
  return { send, streaming, error, isReplying: progress !== null };
}
