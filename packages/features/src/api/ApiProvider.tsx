import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from './client.ts';

const ApiClientContext = createContext<ApiClient | null>(null);

/** Gives every hook below it the app's API client (the app makes one with its token getter). */
export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an <ApiProvider> above it');
  return client;
}
