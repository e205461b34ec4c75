import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/App.tsx';
import { AfterFirstPaint, afterFirstPaint, firstPaint, nextTask } from './app/firstPaint.ts';
import { routerReady } from './app/router.tsx';
import { preloadApiClient } from './api/lazyApiClient.ts';
import { createFirebaseAuthService } from './auth/firebaseAuthService.ts';

/**
 * The config's schema, and zod with it, after the first paint: read by sign-in, which starts then.
 * The API client's schemas are built after it, in a task of their own (preloadApiClient below).
 */
const configSchema = afterFirstPaint().then(() => import('./clientConfig.ts'));

/**
 * The built client reads its Firebase config from the server at run time (ARCHITECTURE "Runtime").
 * index.html asks for it with the page.
 */
async function loadConfig() {
  const [response, { parseClientConfig }] = await Promise.all([
    // The same request as index.html's preload (no extra headers), so it is answered from that.
    fetch('/api/config'),
    configSchema,
  ]);
  if (!response.ok) throw new Error(`Failed to load configuration: HTTP ${response.status}`);
  return parseClientConfig(await response.json());
}

const auth = createFirebaseAuthService(loadConfig, firstPaint);
// After the first paint and zod, beside sign-in: ready by the time a signed-in page asks for its data.
preloadApiClient(configSchema.then(nextTask));

const root = createRoot(document.getElementById('root')!);

async function start() {
  // The router is made in a task after the one that ran the entry's modules: on a slow phone the two
  // together were the page's longest task. It starts loading the page's own module at once (already
  // on its way: index.html preloads it); the first render waits for it, so the first paint is the
  // page, not 'Loading...'.
  await nextTask();
  const router = createAppRouter(auth);
  await routerReady(router);
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (on a slow phone that one task was the page's longest).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} />
        <AfterFirstPaint />
      </StrictMode>,
    ),
  );
}
void start();
