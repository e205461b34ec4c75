import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { getResponse, type RequestHandler } from 'msw';
import { SWRConfig } from 'swr';
import { handlers as defaultHandlers } from '@kinstory/mocks';
import { ApiProvider } from '../src/api/ApiProvider.tsx';
import { createApiClient } from '../src/api/client.ts';

const mounted: Root[] = [];

/**
 * Renders a hook in the page under a real API client whose fetch is answered by MSW handlers (the
 * given ones first, then every default fixture) without a service worker, and a fresh SWR cache.
 * `result.current` is the hook's latest value; `calls` every request, in order.
 */
export function renderHook<T>(useHook: () => T, handlers: RequestHandler[] = []) {
  const calls: Request[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    calls.push(request.clone());
    return (await getResponse([...handlers, ...defaultHandlers], request)) ?? new Response(null, { status: 404 });
  };
  const client = createApiClient({ baseUrl: 'http://kinstory.test', getToken: async () => 'tok', fetch });
  const result = { current: undefined as T };
  function Probe() {
    result.current = useHook();
    return null;
  }
  const wrap = (children: ReactNode) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <ApiProvider client={client}>{children}</ApiProvider>
    </SWRConfig>
  );
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() => root.render(wrap(<Probe />)));
  mounted.push(root);
  return { result, calls };
}

/** Unmounts every rendered hook (afterEach). */
export function cleanupHooks() {
  mounted.splice(0).forEach((root) => root.unmount());
  document.body.replaceChildren();
}
