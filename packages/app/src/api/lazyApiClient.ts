import type { ApiClient, ApiClientOptions } from '@kinstory/features';

/** The client module, once; a failed load is retried on the next call. */
let module: Promise<typeof import('./apiClientModule.ts')> | null = null;
function loadModule(after: Promise<unknown> = Promise.resolve()) {
  module ??= after
    .catch(() => undefined)
    .then(() => import('./apiClientModule.ts'))
    .catch((error: unknown) => {
      module = null;
      throw error;
    });
  return module;
}

/**
 * Loads the client module once `after` settles; calls made before then wait for it. main.tsx passes
 * the first paint: a page's first data calls wait for sign-in, which starts after it anyway, and
 * the client and its schemas do not share the page's first bytes.
 */
export function preloadApiClient(after?: Promise<unknown>): void {
  void loadModule(after).catch(() => undefined);
}

type Method = (...args: unknown[]) => Promise<unknown>;

/** A method of the client that returns no promise could not be forwarded: it fails the type check here. */
type NotAsync = { [K in keyof ApiClient]: ReturnType<ApiClient[K]> extends Promise<unknown> ? never : K }[keyof ApiClient];
const allAsync: [NotAsync] extends [never] ? true : NotAsync = true;
void allAsync;

/**
 * An ApiClient that calls `createApiClient(options)`'s method of the same name. The client validates
 * each answer with the contract's zod schemas, which the landing page's first load should not pay
 * for: the real client is loaded on the first call. Every method of the client returns a promise,
 * so any name is forwarded as an async method (the same function each time it is read); `then` is
 * not one, so the client is never taken for a promise.
 */
export function createLazyApiClient(options: ApiClientOptions): ApiClient {
  let client: Promise<ApiClient> | null = null;
  const real = () => (client ??= loadModule().then(({ createApiClient }) => createApiClient(options)));
  const methods = new Map<string, Method>();
  const method = (name: string): Method => async (...args) => ((await real()) as unknown as Record<string, Method>)[name]!(...args);
  return new Proxy({} as ApiClient, {
    get(_target, name) {
      if (typeof name !== 'string' || name === 'then') return undefined;
      let found = methods.get(name);
      if (!found) methods.set(name, (found = method(name)));
      return found;
    },
  });
}
