import { createParser, type EventSourceMessage } from 'eventsource-parser';

export interface SseResult {
  status: number;
  headers: Headers;
  events: EventSourceMessage[];
  /** The JSON body of a non-stream answer. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on arbitrary JSON
  json?: any;
}

/**
 * Opens an SSE request over real HTTP and collects its events until `until` says stop (the
 * connection is then aborted, as a leaving browser would) or the server ends the stream.
 */
export async function readSse(
  url: string,
  init: RequestInit,
  until: (events: EventSourceMessage[]) => boolean = () => false,
  /** Also stop at a heartbeat comment once this many arrived, or once this says so. */
  stopAfterHeartbeats?: number | (() => boolean),
): Promise<SseResult> {
  const controller = new AbortController();
  const res = await fetch(url, { ...init, signal: controller.signal });
  if (!(res.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    return { status: res.status, headers: res.headers, events: [], json: JSON.parse(await res.text()) };
  }
  const events: EventSourceMessage[] = [];
  let stop = false;
  let comments = 0;
  const parser = createParser({
    onEvent(event) {
      events.push(event);
      if (!stop && until(events)) stop = true;
    },
    onComment(comment) {
      if (comment.trim() === 'keep-alive') comments += 1;
      if (typeof stopAfterHeartbeats === 'number' && comments >= stopAfterHeartbeats) stop = true;
      if (typeof stopAfterHeartbeats === 'function' && stopAfterHeartbeats()) stop = true;
    },
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  try {
    while (!stop) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    if (stop) controller.abort();
  }
  return { status: res.status, headers: res.headers, events };
}

/** POST /chat and read the whole stream (or until `until`). */
export function chat(baseUrl: string, token: string, body: unknown, until?: (events: EventSourceMessage[]) => boolean) {
  return readSse(
    `${baseUrl}/chat`,
    { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'text/event-stream' }, body: JSON.stringify(body) },
    until,
  );
}

export const items = (events: EventSourceMessage[]) => events.map((e) => (e.data === '[DONE]' ? '[DONE]' : (JSON.parse(e.data) as Record<string, unknown>)));

export async function waitFor<T>(fn: () => Promise<T | undefined | false>, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A live GET /events subscription: its events as they come, until close() or the server ends it. */
export interface Subscription {
  status: number;
  events: EventSourceMessage[];
  /** Comment lines received (': connected', ': keep-alive') and retry hints. */
  comments: string[];
  retry: number | null;
  /** Settles when the stream ends (the server closed it, or close() was called). */
  ended: Promise<void>;
  close(): void;
}

/** Subscribes to a conversation's events; resolves once the server says ': connected'. */
export async function subscribe(baseUrl: string, token: string, conversationId: string, lastEventId?: string): Promise<Subscription> {
  const controller = new AbortController();
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const res = await fetch(`${baseUrl}/events?conversationId=${conversationId}`, { headers, signal: controller.signal });
  const sub: Subscription = { status: res.status, events: [], comments: [], retry: null, ended: Promise.resolve(), close: () => controller.abort() };
  if (res.status !== 200) {
    await res.text();
    return sub;
  }
  let onConnected!: () => void;
  const connected = new Promise<void>((r) => (onConnected = r));
  const parser = createParser({
    onEvent: (event) => sub.events.push(event),
    onComment: (comment) => {
      sub.comments.push(comment.trim());
      if (comment.trim() === 'connected') onConnected();
    },
    onRetry: (ms) => (sub.retry = ms),
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  sub.ended = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // aborted by close()
    }
    onConnected();
  })();
  await connected;
  return sub;
}
