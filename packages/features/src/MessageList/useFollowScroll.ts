import { useCallback, useLayoutEffect, useRef } from 'react';

/** How close to the bottom still counts as "at the bottom", in pixels. */
const NEAR_BOTTOM_PX = 48;

/**
 * Keeps a scroll container at its newest content, unless the reader has scrolled up to re-read:
 * then it stays where they are until they come back down.
 */
export function useFollowScroll<T extends HTMLElement>(content: unknown) {
  const ref = useRef<T>(null);
  const following = useRef(true);

  const onScroll = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    following.current = el.scrollHeight - el.scrollTop - el.clientHeight <= NEAR_BOTTOM_PX;
  }, []);

  useLayoutEffect(() => {
    const el = ref.current;
    if (el && following.current) el.scrollTop = el.scrollHeight;
  }, [content]);

  return { ref, onScroll };
}
