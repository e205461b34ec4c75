import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { worker } from '@kinstory/mocks/browser';
import { App, createAppRouter } from './app/App.tsx';
import { createMemoryAuthService } from './auth/memoryAuthService.ts';

/**
 * `npm run dev:mock`: every call answered by MSW's fixtures and an in-memory sign-in, so the
 * screens can be tried without the server. Sign in as demo@kinstory.test / demo-password.
 */
await worker.start({ onUnhandledRequest: 'bypass' });
const auth = createMemoryAuthService({ accounts: { 'demo@kinstory.test': 'demo-password' } });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={createAppRouter(auth)} />
  </StrictMode>,
);
