import { afterEach, describe, expect, it } from 'vitest';
import { sendFailedToast } from '../MessageList/useChatReply.ts';
import { createApiClient } from '../api/client.ts';
import { ChatRefusedError } from './errors.ts';
import { sse, startTestServer, type TestServer } from './test/testServer.ts';

let server: TestServer | undefined;
afterEach(async () => server?.close());

// Through the API client, which adds the token as it does to every call.
const api = (s: TestServer) => createApiClient({ baseUrl: s.url, getToken: async () => 'token-123' });
const data = (value: unknown) => `data: ${typeof value === 'string' ? value : JSON.stringify(value)}\n\n`;
const memory = { narrator: '', people: ['Rose'], dates: [], places: ['Leeds'], relationships: [], events: [] };

describe('streamChat', () => {
  it('posts the message with the bearer token, the SPEC default conversation and a new UUID as its id', async () => {
    server = await startTestServer((_req, res) => sse(res, [data('[DONE]')]));
    await api(server).streamChat({ text: 'Hello' });
    await api(server).streamChat({ text: 'Hello' });
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/chat');
    expect(request?.headers.authorization).toBe('Bearer token-123');
    const body = JSON.parse(request?.body ?? '{}') as { text: string; conversationId: string; messageId: string };
    expect(body.text).toBe('Hello');
    expect(body.conversationId).toBe('default');
    // Not the time (issue #14: a clock stepping back made a new message look like a retry).
    expect(body.messageId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const second = JSON.parse(server.requests[1]?.body ?? '{}') as { messageId: string };
    expect(second.messageId).not.toBe(body.messageId);
  });

  it('sends a spoken message with its recording, and a typed one without', async () => {
    server = await startTestServer((_req, res) => sse(res, [data('[DONE]')]));
    await api(server).streamChat({ text: 'Hello', recordingId: '5d0f6f1a-8b2c-4e3d-9a1f-2c3b4d5e6f70' });
    await api(server).streamChat({ text: 'Hello' });
    const [spoken, typed] = server.requests.map((request) => JSON.parse(request.body) as { recordingId?: string });
    expect(spoken?.recordingId).toBe('5d0f6f1a-8b2c-4e3d-9a1f-2c3b4d5e6f70');
    expect(typed).not.toHaveProperty('recordingId');
  });

  it('yields the tokens and memories, with progress 0 → 5 → 10 → formula → 100', async () => {
    server = await startTestServer((_req, res) =>
      sse(res, [data({ text: 'Tell ' }), data({ memory }), data({ text: 'me ' }), data({ text: 'more?' }), data('[DONE]')]),
    );
    const progress: number[] = [];
    const tokens: string[] = [];
    const memories: unknown[] = [];
    const reply = await api(server).streamChat(
      { text: 'Rose lived in Leeds', conversationId: 'c1', messageId: 'm1' },
      {
        onProgress: (p) => progress.push(p),
        onToken: (t) => tokens.push(t),
        onMemory: (m) => memories.push(m),
      },
    );
    expect(reply).toBe('Tell me more?');
    expect(tokens).toEqual(['Tell ', 'me ', 'more?']);
    expect(memories).toEqual([memory]);
    expect(progress).toEqual([0, 5, 10, 10 + (2 / 500) * 85, 10 + (3 / 500) * 85, 100]);
  });

  it('caps progress at 95 until the stream is done', async () => {
    server = await startTestServer((_req, res) =>
      sse(res, [...Array.from({ length: 600 }, () => data({ text: 'x' })), data('[DONE]')]),
    );
    const progress: number[] = [];
    await api(server).streamChat({ text: 'Hi' }, { onProgress: (p) => progress.push(p) });
    expect(Math.max(...progress.slice(0, -1))).toBe(95);
    expect(progress.at(-1)).toBe(100);
  });

  it("raises the body's error on a non-ok response", async () => {
    server = await startTestServer((_req, res) => {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'Conversation not found' }));
    });
    await expect(api(server).streamChat({ text: 'Hi' })).rejects.toThrow('Conversation not found');
  });

  it("a refused message (413, 429) carries the server's text to the failure toast", async () => {
    const text = 'This conversation is full (at most 2000 messages): start a new conversation to go on.';
    server = await startTestServer((_req, res) => {
      res.writeHead(413, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: text }));
    });
    const failure = await api(server).streamChat({ text: 'Hi' }).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ChatRefusedError);
    expect(sendFailedToast(failure)).toEqual({ title: 'Error sending message', description: text, variant: 'destructive' });
    // Anything else keeps SPEC §8's text.
    expect(sendFailedToast(new Error('Stream error')).description).toBe('Failed to send message');
  });

  it("raises 'HTTP {status}' when a non-ok body has no error", async () => {
    server = await startTestServer((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
    });
    await expect(api(server).streamChat({ text: 'Hi' })).rejects.toThrow('HTTP 502');
  });

  it("raises 'Stream error' on an {error} item", async () => {
    server = await startTestServer((_req, res) => sse(res, [data({ text: 'Hel' }), data({ error: 'model down' }), data('[DONE]')]));
    await expect(api(server).streamChat({ text: 'Hi' })).rejects.toThrow('Stream error');
  });

  it("raises 'Stream error' when the stream ends without [DONE]", async () => {
    server = await startTestServer((_req, res) => sse(res, [data({ text: 'Hel' })]));
    await expect(api(server).streamChat({ text: 'Hi' })).rejects.toThrow('Stream error');
  });

  it('drops a malformed frame and goes on', async () => {
    server = await startTestServer((_req, res) => sse(res, ['data: {not json\n\n', data({ text: 'ok' }), data('[DONE]')]));
    await expect(api(server).streamChat({ text: 'Hi' })).resolves.toBe('ok');
  });

  it('stops when aborted', async () => {
    server = await startTestServer((_req, res) => sse(res, [data({ text: 'first' })], false));
    const controller = new AbortController();
    const pending = api(server).streamChat({ text: 'Hi' }, { signal: controller.signal, onToken: () => controller.abort() });
    await expect(pending).rejects.toThrow(/abort/i);
  });
});
