import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import type { StoryContext } from 'storybook/internal/csf';
import type {} from 'msw-storybook-addon';
import { SWRConfig } from 'swr';
import { Toaster, toastStore } from '@kinstory/ui';
import { handlers } from '@kinstory/mocks';
import { ApiProvider, createApiClient } from '../api/index.ts';

/** A fresh SWR cache and API client per story, so no story sees another's data. */
function StoryProviders({ children }: { children: ReactNode }) {
  const [client] = useState(() => createApiClient({ getToken: async () => 'story-token' }));
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <ApiProvider client={client}>
        {children}
        <Toaster />
      </ApiProvider>
    </SWRConfig>
  );
}

export const withProviders: Decorator = (Story) => (
  <StoryProviders>
    <Story />
  </StoryProviders>
);

/** Every call answered by its default fixture; a story's own beforeEach runs later and wins. */
export function withDefaultHandlers({ msw }: Pick<StoryContext, 'msw'>) {
  msw.use(...handlers);
  // The toast store is app-wide: a toast from the previous story must not leak into this one.
  toastStore.remove();
}

/** Phone width for a story (the preview's 'phone' viewport, 390 × 844). */
export const phone = { viewport: { value: 'phone', isRotated: false } } as const;
