import {
  MEMORY_EVENT_BACKOFF_MS,
  MEMORY_EVENT_MAX_RETRIES,
  memoryStreamEventSchemas,
  type FollowUpItemEvent,
  type MemoryPayload,
  type StoryEvent,
} from '@kinstory/contract';
import { authorizedFetch, PARSE_ONCE, type ApiClientOptions } from '../api/request.ts';
import { parseFrame, readEventStream } from './sse.ts';

export interface MemoryEventHandlers {
  onMemory?: (memory: MemoryPayload) => void;
  onStory?: (story: StoryEvent) => void;
  onFollowUpItem?: (item: FollowUpItemEvent) => void;
  /** Each failed attempt, with the error (e.g. 'Failed to subscribe to memory events: HTTP 500'). */
  onError?: (error: Error, attempt: number) => void;
  /** After the last retry failed: real-time updates are disabled for this subscription. */
  onDisabled?: () => void;
  /** Ends the subscription. */
  signal?: AbortSignal;
  /** @default setTimeout-based; tests pass their own clock */
  sleep?: (ms: number) => Promise<void>;
}

/** Backoff before retry `attempt` (1-based): 1000 ms × 2^(attempt−1). */
export const retryDelay = (attempt: number) => MEMORY_EVENT_BACKOFF_MS * 2 ** (attempt - 1);

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Subscribes to GET /events for one conversation (the API client's `subscribeMemoryEvents`).
 * Reconnects after an error or a closed stream with backoff, resuming with Last-Event-ID; after
 * MEMORY_EVENT_MAX_RETRIES failed retries in a row it stops and calls onDisabled. Resolves when the
 * subscription ends: `signal` aborted, or disabled.
 */
export async function subscribeMemoryEvents(connection: ApiClientOptions, conversationId: string, handlers: MemoryEventHandlers = {}): Promise<void> {
  const { signal, sleep = defaultSleep } = handlers;
  const stopped = () => signal?.aborted === true;
  let lastEventId: string | undefined;

  const dispatch = (event: string | undefined, data: string) => {
    if (event !== 'memory' && event !== 'story' && event !== 'looseFact') return; // unknown events are ignored
    const parsed = memoryStreamEventSchemas[event].safeParse(parseFrame(data), PARSE_ONCE);
    if (!parsed.success) return;
    if (event === 'memory') handlers.onMemory?.(parsed.data as MemoryPayload);
    else if (event === 'story') handlers.onStory?.(parsed.data as StoryEvent);
    else handlers.onFollowUpItem?.(parsed.data as FollowUpItemEvent);
  };

  /** One connection; resolves true when at least one event arrived. */
  const connect = async (): Promise<boolean> => {
    const response = await authorizedFetch(connection, `/events?conversationId=${encodeURIComponent(conversationId)}`, {
      headers: {
        Accept: 'text/event-stream',
        'Cache-Control': 'no-cache',
        ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
      },
      // Open for as long as the page is: not part of loading it (Lighthouse waits for every high-priority request to end).
      priority: 'low',
      signal,
    });
    if (!response.ok || !response.body) {
      throw new Error(`Failed to subscribe to memory events: HTTP ${response.status}`);
    }
    let received = false;
    for await (const frame of readEventStream(response.body)) {
      if (frame.id) lastEventId = frame.id;
      received = true;
      dispatch(frame.event, frame.data);
    }
    return received;
  };

  let failures = 0;
  while (!stopped()) {
    try {
      // A stream that delivered events earns a fresh set of retries; a closed one reconnects.
      if (await connect()) failures = 0;
      if (stopped()) return;
      throw new Error('Memory events stream closed');
    } catch (error) {
      if (stopped()) return;
      failures += 1;
      handlers.onError?.(error instanceof Error ? error : new Error(String(error)), failures);
      if (failures > MEMORY_EVENT_MAX_RETRIES) {
        handlers.onDisabled?.();
        return;
      }
      await sleep(retryDelay(failures));
    }
  }
}
