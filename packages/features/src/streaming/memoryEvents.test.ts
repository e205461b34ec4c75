import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '@kinstory/mocks';
import { createApiClient } from '../api/client.ts';
import { retryDelay, type MemoryEventHandlers } from './memoryEvents.ts';
import { sse, startTestServer, type TestServer } from './test/testServer.ts';

let server: TestServer | undefined;
let unsubscribe: (() => void) | undefined;
afterEach(async () => {
  unsubscribe?.();
  await server?.close();
});

/** Subscribes through the API client (which adds the token as it does to every call); returns the unsubscribe. */
function subscribeMemoryEvents({ baseUrl, conversationId, ...handlers }: MemoryEventHandlers & { baseUrl: string; conversationId: string }) {
  const subscription = new AbortController();
  void createApiClient({ baseUrl, getToken: async () => 'token-abc' }).subscribeMemoryEvents(conversationId, { ...handlers, signal: subscription.signal });
  return () => subscription.abort();
}
const frame = (id: number, event: string, data: unknown) => `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
const memory = { narrator: '', people: ['Alfie'], dates: ['1946'], places: [], relationships: [], events: [] };
/** A story event as /events sends one: a stored story's extracted fields, flagged hasStory. */
const { id, created_at, title, theme, summary, content, significance, narrative } = fixtures.stories[2]!;
const story = { id, created_at, title, theme, summary, content, significance, narrative, hasStory: true };
const fact = { type: 'person', value: 'Alfie', suggestedPrompt: 'Tell me about Alfie' };

describe('retryDelay', () => {
  it('is 1000 ms × 2^(attempt−1)', () => {
    expect([1, 2, 3, 4, 5].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000]);
  });
});

describe('subscribeMemoryEvents', () => {
  it('asks with the token in the Authorization header and hands each event to its handler', async () => {
    server = await startTestServer((_req, res) =>
      sse(res, [frame(1, 'memory', memory), frame(2, 'story', story), frame(3, 'looseFact', fact), frame(4, 'other', {})], false),
    );
    const onMemory = vi.fn();
    const onStory = vi.fn();
    const onFollowUpItem = vi.fn();
    unsubscribe = subscribeMemoryEvents({ conversationId: 'c 1', baseUrl: server.url, onMemory, onStory, onFollowUpItem });
    await vi.waitFor(() => expect(onFollowUpItem).toHaveBeenCalled());
    const [request] = server.requests;
    expect(request?.url).toBe('/events?conversationId=c%201');
    expect(request?.headers.authorization).toBe('Bearer token-abc');
    expect(request?.headers.accept).toBe('text/event-stream');
    expect(onMemory).toHaveBeenCalledWith(memory);
    expect(onStory).toHaveBeenCalledWith(story);
    expect(onFollowUpItem).toHaveBeenCalledWith(fact);
  });

  it('asks at low priority: the stream stays open as long as the page, so it is not part of loading it', async () => {
    const inits: RequestInit[] = [];
    const subscription = new AbortController();
    const fetch = async (_url: RequestInfo | URL, init?: RequestInit) => {
      inits.push(init ?? {});
      return new Response(frame(1, 'memory', memory), { headers: { 'Content-Type': 'text/event-stream' } });
    };
    const onMemory = vi.fn();
    void createApiClient({ getToken: async () => 'token-abc', fetch }).subscribeMemoryEvents('c1', { onMemory, signal: subscription.signal });
    await vi.waitFor(() => expect(onMemory).toHaveBeenCalledWith(memory));
    subscription.abort();
    expect(inits[0]?.priority).toBe('low');
  });

  it('reconnects after the stream closes and resumes with Last-Event-ID', async () => {
    server = await startTestServer((_req, res, index) =>
      index === 0 ? sse(res, [frame(7, 'memory', memory)]) : sse(res, [frame(8, 'looseFact', fact)], false),
    );
    const onFollowUpItem = vi.fn();
    const delays: number[] = [];
    unsubscribe = subscribeMemoryEvents({
      conversationId: 'c1',
      baseUrl: server.url,
      onFollowUpItem,
      sleep: async (ms) => void delays.push(ms),
    });
    await vi.waitFor(() => expect(onFollowUpItem).toHaveBeenCalled());
    expect(server.requests[1]?.headers['last-event-id']).toBe('7');
    expect(delays).toEqual([1000]);
  });

  it('retries 5 times with backoff, then reports real-time updates disabled', async () => {
    server = await startTestServer((_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'boom' }));
    });
    const errors: string[] = [];
    const delays: number[] = [];
    const onDisabled = vi.fn();
    unsubscribe = subscribeMemoryEvents({
      conversationId: 'c1',
      baseUrl: server.url,
      onError: (error) => errors.push(error.message),
      onDisabled,
      sleep: async (ms) => void delays.push(ms),
    });
    await vi.waitFor(() => expect(onDisabled).toHaveBeenCalledTimes(1));
    expect(server.requests).toHaveLength(6);
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(new Set(errors)).toEqual(new Set(['Failed to subscribe to memory events: HTTP 500']));
  });

  it('stops reconnecting once unsubscribed', async () => {
    server = await startTestServer((_req, res) => sse(res, [frame(1, 'memory', memory)], false));
    const onMemory = vi.fn();
    const onError = vi.fn();
    const stop = subscribeMemoryEvents({ conversationId: 'c1', baseUrl: server.url, onMemory, onError });
    await vi.waitFor(() => expect(onMemory).toHaveBeenCalled());
    stop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onError).not.toHaveBeenCalled();
    expect(server.requests).toHaveLength(1);
  });
});
