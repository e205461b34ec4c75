import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { clientConfigResponseSchema } from '@kinstory/contract';
import { App } from './app/App.tsx';
import { createFirebaseAuthService } from './auth/firebaseAuthService.ts';

/** The built client reads its Firebase config from the server at run time (ARCHITECTURE "Runtime"). */
async function loadConfig() {
  const response = await fetch('/api/config', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Failed to load configuration: HTTP ${response.status}`);
  return clientConfigResponseSchema.parse(await response.json());
}

const auth = createFirebaseAuthService(loadConfig);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App auth={auth} />
  </StrictMode>,
);
