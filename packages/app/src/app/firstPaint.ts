import { lazy, useEffect, type ComponentType } from 'react';

/**
 * Settles once the first render is on screen: when the browser reports the first contentful paint
 * (a frame that merely began may still be painting, and what starts loading then competes with it).
 * A hidden tab paints no frames: there it settles at the commit (or when the tab is hidden before
 * the frame). 3 s is the backstop for a first render that never commits (and for stories and
 * tests, which render no AfterFirstPaint). What a page needs only after its first paint waits for it.
 */
let firstPaintDone: () => void = () => undefined;
export const firstPaint = new Promise<void>((resolve) => {
  firstPaintDone = resolve;
  setTimeout(resolve, 3000);
});

/** Settles in a task of its own: what the caller then starts is not one long task with what came before. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

/**
 * Settles after the first paint, in a task of its own: what each caller then starts (a module's
 * import appends its preload links, evaluates, renders) is not one long task with the others'.
 */
export const afterFirstPaint = (): Promise<void> => firstPaint.then(nextTask);

/** Rendered beside the app (main.tsx): settles `firstPaint`. */
export function AfterFirstPaint() {
  useEffect(() => {
    if (document.hidden) return firstPaintDone();
    document.addEventListener('visibilitychange', firstPaintDone, { once: true });
    whenPainted(firstPaintDone);
  }, []);
  return null;
}

function whenPainted(done: () => void) {
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
    // No paint timing: the frame after the commit's frame has begun, the commit's frame is on screen by then.
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    done();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/**
 * A component whose code is asked for once the page's first paint is on screen (or when it is first
 * rendered, if sooner): for what shows only after sign-in and the data, so its code (and the
 * blocks, dialogs and cards it brings) does not come with the page's first bytes.
 */
export function lazyAfterFirstPaint<P>(load: () => Promise<ComponentType<P>>) {
  void afterFirstPaint()
    .then(load)
    .catch(() => undefined);
  return lazy(() => load().then((Component) => ({ default: Component })));
}
