import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { chatHandlers, fixtures, messagesHandlers, mockReply } from '@kinstory/mocks';
import { toastStore } from '@kinstory/ui';
import { cleanupHooks, renderHook } from '../../test/renderHook.tsx';
import { useChatSession } from './useChatSession.ts';

const conversationId = fixtures.conversationIds.fair;
const encoder = new TextEncoder();
const frame = (data: unknown) => encoder.encode(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);

/** POST /chat's answer: `reply` in two tokens, the turn's memory, [DONE]. */
const replyStream = (reply: string) =>
  new HttpResponse(new Blob([frame({ text: reply.slice(0, 5) }), frame({ text: reply.slice(5) }), frame({ memory: fixtures.memoryPayload }), frame('[DONE]')]).stream(), {
    headers: { 'content-type': 'text/event-stream' },
  });
const quickReply = (reply: string) => http.post('*/chat', () => replyStream(reply));

const contents = (messages: { role: string; content: string }[]) => messages.map((m) => `${m.role}: ${m.content}`);
const titleCalls = (calls: Request[]) => calls.filter((r) => new URL(r.url).pathname.endsWith('/generate-title')).map((r) => new URL(r.url).pathname);

afterEach(() => {
  cleanupHooks();
  toastStore.remove();
  vi.restoreAllMocks();
});

describe('useChatSession', () => {
  it("shows the storyteller's message at once, then the whole reply after the saved messages, with the turn's memory", async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const onReply = vi.fn();
    const { result } = renderHook(() => useChatSession(conversationId, { onReply }), [
      http.post('*/chat', async () => {
        await answered;
        return replyStream('Tell me about the fair.');
      }),
    ]);
    await vi.waitFor(() => expect(result.current.messages).toHaveLength(fixtures.messages.length));
    const saved = contents(fixtures.messages);

    const sending = result.current.send('We went to the fair');
    await vi.waitFor(() => expect(contents(result.current.messages)).toEqual([...saved, 'user: We went to the fair']));
    expect(result.current.isReplying).toBe(true);
    answer();
    await sending;
    await vi.waitFor(() => expect(contents(result.current.messages)).toEqual([...saved, 'user: We went to the fair', 'assistant: Tell me about the fair.']));
    expect(result.current.isReplying).toBe(false);
    expect(onReply).toHaveBeenCalledWith('Tell me about the fair.');
    expect(result.current.memories).toEqual([fixtures.memoryPayload]);
  });

  it('opens a new conversation with the intro and greets until the first message', async () => {
    const { result } = renderHook(() => useChatSession(conversationId), [messagesHandlers.empty, quickReply(mockReply)]);
    await vi.waitFor(() => expect(contents(result.current.messages)).toEqual([`assistant: ${fixtures.chatIntro.introMessage}`]));
    expect(result.current.isGreeting).toBe(true);
    await result.current.send('Hello');
    await vi.waitFor(() => expect(result.current.isGreeting).toBe(false));
  });

  it("asks for the title when the conversation's 3rd user message is sent, counting the saved ones", async () => {
    // The saved conversation has one user message: the 2nd sent here is the 3rd.
    expect(fixtures.messages.filter((m) => m.role === 'user')).toHaveLength(1);
    const { result, calls } = renderHook(() => useChatSession(conversationId), [quickReply(mockReply)]);
    await vi.waitFor(() => expect(result.current.messages).toHaveLength(fixtures.messages.length));
    await result.current.send('One');
    await vi.waitFor(() => expect(result.current.isReplying).toBe(false));
    expect(titleCalls(calls)).toEqual([]);
    await result.current.send('Two');
    await vi.waitFor(() => expect(titleCalls(calls)).toEqual([`/api/conversations/${conversationId}/generate-title`]));
    await result.current.send('Three');
    await vi.waitFor(() => expect(result.current.messages.filter((m) => m.role === 'assistant').at(-1)?.content).toBe(mockReply));
    expect(titleCalls(calls)).toHaveLength(1);
  });

  it("says 'Failed to send message' when the reply fails, and keeps the storyteller's message", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useChatSession(conversationId), [chatHandlers.error]);
    await vi.waitFor(() => expect(result.current.messages).toHaveLength(fixtures.messages.length));
    await result.current.send('Hello');
    expect(toastStore.getSnapshot().map(({ title, description, variant }) => ({ title, description, variant }))).toEqual([
      { title: 'Error sending message', description: 'Failed to send message', variant: 'destructive' },
    ]);
    expect(logged).toHaveBeenCalledWith('Sending failed', expect.any(Error));
    expect(contents(result.current.messages).at(-1)).toBe('user: Hello');
  });

  it.each([413, 429])("shows the server's own text when it refuses the message (%i)", async (status) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const text = 'This conversation is full (at most 2000 messages): start a new conversation to go on.';
    const { result } = renderHook(() => useChatSession(conversationId), [http.post('*/chat', () => HttpResponse.json({ error: text }, { status }))]);
    await vi.waitFor(() => expect(result.current.messages).toHaveLength(fixtures.messages.length));
    await result.current.send('Hello');
    expect(toastStore.getSnapshot().map((t) => [t.title, t.description])).toEqual([['Error sending message', text]]);
  });

  describe('with the messages this device showed last time', () => {
    const kept = [{ id: 'k1', role: 'user' as const, content: 'We kept hens behind the house.', timestamp: '2026-11-20T10:00:00.000Z' }];

    it('shows them, not loading, while the saved ones are on their way', async () => {
      const { result } = renderHook(() => useChatSession(conversationId, { cachedMessages: kept }), [messagesHandlers.loading]);
      expect(contents(result.current.messages)).toEqual(['user: We kept hens behind the house.']);
      expect(result.current.isLoading).toBe(false);
      expect(result.current.isLoaded).toBe(false);
    });

    it('gives way to the saved ones once they arrive', async () => {
      const { result } = renderHook(() => useChatSession(conversationId, { cachedMessages: kept }));
      await vi.waitFor(() => expect(contents(result.current.messages)).toEqual(contents(fixtures.messages)));
      expect(result.current.isLoaded).toBe(true);
    });

    it('are not shown beside an error: the page says the messages could not be loaded', async () => {
      const { result } = renderHook(() => useChatSession(conversationId, { cachedMessages: kept }), [messagesHandlers.error]);
      await vi.waitFor(() => expect(result.current.error).not.toBeNull());
      expect(result.current.messages).toEqual([]);
    });
  });
});
