import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadApiClient } from './api/lazyApiClient.ts';
import { createFirebaseAuthService } from './auth/firebaseAuthService.ts';

/**
 * The built client reads its Firebase config from the server at run time (ARCHITECTURE "Runtime").
 * Its schema (zod) loads beside the request rather than with the first paint's JavaScript.
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

const auth = createFirebaseAuthService(loadConfig);
// Off the first paint's path, but ready by the time a signed-in page asks for its data.
preloadApiClient();

const root = createRoot(document.getElementById('root')!);
// As a transition the first render yields to the browser every few milliseconds instead of holding
// the main thread for the whole tree (on a slow phone that one task was the page's longest).
startTransition(() =>
  root.render(
    <StrictMode>
      <App auth={auth} />
    </StrictMode>,
  ),
);
