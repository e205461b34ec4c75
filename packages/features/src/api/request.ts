import type * as z from 'zod/mini';
import { ApiError } from './ApiError.ts';

export interface ApiClientOptions {
  /** Origin of the API; '' means the page's own origin. @default '' */
  baseUrl?: string;
  /** The signed-in user's ID token, or null when signed out. */
  getToken: () => Promise<string | null>;
  fetch?: typeof fetch;
}

/**
 * How the client parses what the server sends: without zod's compiled fast path. Each answer is
 * parsed once or a few times, and compiling an object schema's parser (`new Function`) on its first
 * parse costs more than it saves: six typical answers parse in 2.7-3.7 ms this way against 8.1-16.7
 * ms with compiling (Node, cold); later parses are as fast either way.
 */
export const PARSE_ONCE = { jitless: true } as const;

export type Query = Record<string, string | number | boolean | undefined>;

export interface RequestSpec<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Query;
  /** A JSON body, FormData sent as multipart, or a Blob sent as it is (with `contentType`). */
  body?: unknown;
  /** The content type of a Blob body. @default the Blob's own type */
  contentType?: string;
  /** Parses the answer; omitted for binary answers (see `requestBlob`). */
  schema: z.ZodMiniType<T>;
  /** The text thrown when the call fails (SPEC §7). */
  error: string;
}

export function toQueryString(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** What the server said in a failed answer's JSON body (`{error}`): the one place error bodies are read. */
export async function serverErrorOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { error?: unknown };
    return typeof body.error === 'string' && body.error ? body.error : null;
  } catch {
    return null;
  }
}

/** Settles in a task of its own (a message, not a timer: timers set from timers are held back 4 ms). */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

let lastStart: Promise<void> = Promise.resolve();
/**
 * Starting a request costs a slow phone's main thread a few milliseconds, and a dashboard's dozen
 * calls all wait for the same token: started at once they made one long task. Each starts in a
 * task of its own, in the order they were made.
 */
function startTurn(): Promise<void> {
  lastStart = lastStart.then(nextTask);
  return lastStart;
}

/**
 * fetch on the API with the signed-in user's token: the one place the Authorization header is made
 * (JSON calls, downloads and the event streams all come through here).
 */
export async function authorizedFetch(options: ApiClientOptions, path: string, init: RequestInit & { headers?: Record<string, string> }): Promise<Response> {
  const { baseUrl = '', getToken } = options;
  const token = await getToken();
  const headers = token ? { ...init.headers, Authorization: `Bearer ${token}` } : init.headers;
  await startTurn();
  return (options.fetch ?? fetch)(`${baseUrl}${path}`, { ...init, headers });
}

/** Sends one call with the bearer token and returns the raw response, or throws ApiError. */
export async function send(options: ApiClientOptions, spec: Omit<RequestSpec<unknown>, 'schema'>): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && spec.body instanceof FormData;
  const blob = typeof Blob !== 'undefined' && spec.body instanceof Blob ? spec.body : null;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (blob) headers['Content-Type'] = spec.contentType ?? (blob.type || 'application/octet-stream');
  else if (spec.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await authorizedFetch(options, `${spec.path}${toQueryString(spec.query)}`, {
      method: spec.method ?? 'GET',
      headers,
      body: spec.body === undefined ? undefined : isForm ? (spec.body as FormData) : (blob ?? JSON.stringify(spec.body)),
    });
  } catch {
    throw new ApiError(spec.error, 0);
  }
  if (!response.ok) throw new ApiError(spec.error, response.status, await serverErrorOf(response));
  return response;
}

/** One JSON call, its answer validated by the contract schema. */
export async function request<T>(options: ApiClientOptions, spec: RequestSpec<T>): Promise<T> {
  const response = await send(options, spec);
  const parsed = spec.schema.safeParse(await response.json().catch(() => undefined), PARSE_ONCE);
  if (!parsed.success) {
    console.error(`Unexpected answer from ${spec.path}`, parsed.error.issues);
    throw new ApiError(spec.error, response.status, 'The server answered in an unexpected shape');
  }
  return parsed.data;
}
