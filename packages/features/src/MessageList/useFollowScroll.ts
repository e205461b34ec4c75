import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/** How close to the bottom still counts as "at the bottom", in pixels. */
const NEAR_BOTTOM_PX = 48;

/**
 * Keeps a scroll container at its newest content, unless the reader has scrolled up to re-read:
 * then it stays where they are until they come back down.
 *
 * Whether to follow is decided in scroll events only. After a change the container is scrolled in
 * the next animation frame, once per frame, where the browser lays out anyway: reading the layout
 * in the commit, right after React changed the DOM, would force a second, synchronous layout.
 */
export function useFollowScroll<T extends HTMLElement>(content: unknown) {
  const ref = useRef<T>(null);
  const following = useRef(true);
  /** Where this hook last scrolled to: a scroll event that finds it there is ours, not the reader's. */
  const scrolledTo = useRef(-1);
  const frame = useRef(0);

  const toBottom = useCallback(() => {
    frame.current = 0;
    const el = ref.current;
    if (!el || !following.current) return;
    // Read first, then write once: nothing reads the layout after this write.
    scrolledTo.current = el.scrollHeight - el.clientHeight;
    el.scrollTop = scrolledTo.current;
  }, []);

  const onScroll = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    // Where this hook put it was the bottom then: text that came since is no reason to stop.
    following.current =
      Math.abs(el.scrollTop - scrolledTo.current) < 1 || el.scrollHeight - el.scrollTop - el.clientHeight <= NEAR_BOTTOM_PX;
  }, []);

  // The first paint already shows the newest messages.
  useLayoutEffect(toBottom, [toBottom]);

  useEffect(() => {
    if (following.current && !frame.current) frame.current = requestAnimationFrame(toBottom);
  }, [content, toBottom]);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  return { ref, onScroll };
}
