import { useCallback, useEffect, useRef, useState } from 'react';
import type { MemoryPayload } from '@kinstory/contract';
import { ChatRefusedError, streamChat, type ChatStreamRequest } from '../streaming/index.ts';
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
  getToken: () => Promise<string | null>;
  /** @default '' (the page's own origin) */
  baseUrl?: string;
  onMemory?: (memory: MemoryPayload) => void;
}

/**
 * Streams one interviewer reply (POST /chat). Text and progress are committed together once per
 * animation frame; `streaming` is null when no reply is in progress.
 */
export function useChatReply({ getToken, baseUrl, onMemory }: UseChatReplyOptions) {
  const progressRef = useRef(0);
  const [progress, setProgress] = useState<number | null>(null);
  const syncProgress = useCallback(() => setProgress(progressRef.current), []);
  const { text, append, flush, reset } = useFrameBatchedText(syncProgress);
  const [error, setError] = useState<Error | null>(null);
  const controller = useRef<AbortController | null>(null);

  // The latest options, so `send` stays the same function across renders.
  const options = useRef({ getToken, baseUrl, onMemory });
  useEffect(() => {
    options.current = { getToken, baseUrl, onMemory };
  }, [getToken, baseUrl, onMemory]);

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
        const reply = await streamChat(request, {
          ...options.current,
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
    [append, flush, reset],
  );

  const streaming: StreamingReply | null = progress === null ? null : { text, progress };
  return { send, streaming, error, isReplying: progress !== null };
}
