import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/App.tsx';
import { routerReady } from './app/router.tsx';
import { preloadApiClient } from './api/lazyApiClient.ts';
import { createFirebaseAuthService } from './auth/firebaseAuthService.ts';

/**
 * The built client reads its Firebase config from the server at run time (ARCHITECTURE "Runtime").
 * index.html asks for it with the page; its schema (zod) loads with sign-in, after the first paint.
 */
async function loadConfig() {
  const [response, { parseClientConfig }] = await Promise.all([
    // The same request as index.html's preload (no extra headers), so it is answered from that.
    fetch('/api/config'),
    import('./clientConfig.ts'),
  ]);
  if (!response.ok) throw new Error(`Failed to load configuration: HTTP ${response.status}`);
  return parseClientConfig(await response.json());
}

/**
 * Settles once the first render is on screen: when the browser reports the first contentful paint
 * (a frame that merely began may still be painting, and what starts loading then competes with it).
 * A hidden tab paints no frames: there it settles at the commit (or when the tab is hidden before
 * the frame). 3 s is the backstop for a first render that never commits.
 */
let firstPaintDone: () => void = () => undefined;
const firstPaint = new Promise<void>((resolve) => {
  firstPaintDone = resolve;
  setTimeout(resolve, 3000);
});
function AfterFirstPaint() {
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

const auth = createFirebaseAuthService(loadConfig, firstPaint);
// After the first paint, beside sign-in: ready by the time a signed-in page asks for its data.
preloadApiClient(firstPaint);

const root = createRoot(document.getElementById('root')!);
// The router starts loading the page's own module at once (already on its way: index.html preloads
// it); the first render waits for it, so the first paint is the page, not 'Loading...'.
const router = createAppRouter(auth);
void routerReady(router).then(() =>
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (on a slow phone that one task was the page's longest).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} />
        <AfterFirstPaint />
      </StrictMode>,
    ),
  ),
);
