import { useCallback, useEffect, useRef, useState } from 'react';
import { createFrameBatcher, type FrameBatcher } from './frameBatcher.ts';

/**
 * Streamed text that re-renders at most once per animation frame: `append` buffers tokens in a
 * ref, a requestAnimationFrame flushes them into state. `onFlush` runs in the same frame, so
 * state that moves with the text (the progress bar) renders in the same commit.
 */
export function useFrameBatchedText(onFlush?: () => void) {
  const [text, setText] = useState('');
  const batcher = useRef<FrameBatcher | null>(null);
  const latestOnFlush = useRef(onFlush);
  useEffect(() => {
    latestOnFlush.current = onFlush;
  }, [onFlush]);

  const getBatcher = useCallback(() => {
    batcher.current ??= createFrameBatcher((chunk) => {
      setText((previous) => previous + chunk);
      latestOnFlush.current?.();
    });
    return batcher.current;
  }, []);

  useEffect(() => () => batcher.current?.cancel(), []);

  const append = useCallback((token: string) => getBatcher().push(token), [getBatcher]);
  const flush = useCallback(() => getBatcher().flush(), [getBatcher]);
  const reset = useCallback(() => {
    getBatcher().cancel();
    setText('');
  }, [getBatcher]);

  return { text, append, flush, reset };
}
