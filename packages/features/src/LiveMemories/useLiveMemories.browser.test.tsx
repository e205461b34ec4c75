import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventsHandlers, fixtures } from '@kinstory/mocks';
import { toastStore } from '@kinstory/ui';
import { cleanupHooks, renderHook } from '../../test/renderHook.tsx';
import { useLiveMemories } from './useLiveMemories.ts';

const conversationId = fixtures.conversationIds.fair;
const noWait = async () => {};
/** The turn's memory as POST /chat carried it. */
const fromTheChat = [fixtures.memoryPayload];

afterEach(() => {
  cleanupHooks();
  toastStore.remove();
});

describe("useLiveMemories with the chat stream's memories", () => {
  it('shows the memory the chat stream carried while GET /events is down', async () => {
    const { result } = renderHook(() => useLiveMemories({ conversationId, sleep: noWait, streamedMemories: fromTheChat }), [eventsHandlers.error]);
    await vi.waitFor(() => expect(result.current.disabled).toBe(true));
    expect(result.current.memories.people).toEqual(['Mum', 'Alfie']);
    expect(result.current.memories.places).toEqual(['Hampstead Heath']);
    expect(result.current.memories.dates).toEqual(['I was seven', 'the summer of 1946']);
  });

  it('shows a memory that came both ways once', async () => {
    // The default events stream sends the same memory as a `memory` event (then a story and an item).
    const { result } = renderHook(() => useLiveMemories({ conversationId, streamedMemories: fromTheChat }), [eventsHandlers.default]);
    await vi.waitFor(() => expect(result.current.followUps).toHaveLength(1));
    expect(result.current.memories.people).toEqual(['Mum', 'Alfie']);
    expect(result.current.memories.places).toEqual(['Hampstead Heath']);
    expect(result.current.memories.relationships).toEqual(fixtures.memoryPayload.relationships);
  });
});
