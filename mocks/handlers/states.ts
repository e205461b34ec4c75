import { delay, http, HttpResponse, type JsonBodyType } from 'msw';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * The states every resource has in stories: `default` (the fixture), `empty` where the resource
 * can be empty, `loading` (never answers) and `error` (a 500 with the server's `{error}`).
 * A story overrides one keyed group: `msw.use(storiesHandlers.error)`.
 */
export function resourceStates<T extends JsonBodyType>(method: Method, path: string, data: T, empty?: T) {
  const on = (resolver: Parameters<typeof http.get>[1]) => http[method](path, resolver);
  return {
    default: on(() => HttpResponse.json(data)),
    empty: on(() => HttpResponse.json(empty ?? data)),
    loading: on(async () => {
      await delay('infinite');
      return new HttpResponse(null);
    }),
    error: on(() => HttpResponse.json({ error: 'Internal server error' }, { status: 500 })),
  };
}
