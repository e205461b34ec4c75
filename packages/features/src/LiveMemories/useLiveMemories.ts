import { useEffect, useReducer, useRef } from 'react';
import type { MemoryPayload } from '@kinstory/contract';
import { toast } from '@kinstory/ui';
import { useApiClient } from '../api/ApiProvider.tsx';
import type { MemoryEventHandlers } from '../streaming/index.ts';
import { initialLiveMemories, liveMemoriesReducer, turnToasts, type LiveMemoriesEvent } from './liveMemories.ts';

export const LIVE_UPDATES_OFF = 'Live updates have stopped. New memories will appear when you reload the page.';

export interface UseLiveMemoriesOptions extends Pick<MemoryEventHandlers, 'sleep'> {
  /** null: no subscription (e.g. before the conversation exists). */
  conversationId: string | null;
  /**
   * The turns' memories the chat stream carried in this visit (POST /chat's `{memory}`), oldest
   * first: each is merged as a memory event is, so the panel fills even when GET /events is down.
   * @default []
   */
  streamedMemories?: readonly MemoryPayload[];
}

let storyCounter = 0;
const noMemories: readonly MemoryPayload[] = [];

/**
 * Subscribes to the conversation's memory events (GET /events): merges memories, puts new stories
 * and follow-up items first with their toasts (one per turn), and says when real-time updates were disabled.
 */
export function useLiveMemories({ conversationId, sleep, streamedMemories = noMemories }: UseLiveMemoriesOptions) {
  const api = useApiClient();
  const [state, dispatch] = useReducer(liveMemoriesReducer, initialLiveMemories);

  useEffect(() => {
    if (!conversationId) return;
    const toastFor = turnToasts();
    const handle = (event: LiveMemoriesEvent) => {
      dispatch(event);
      const text = toastFor(event);
      if (text) toast(text);
    };
    const subscription = new AbortController();
    void api.subscribeMemoryEvents(conversationId, {
      signal: subscription.signal,
      sleep,
      onMemory: (memory) => handle({ type: 'memory', memory }),
      onStory: (story) => handle({ type: 'story', story, key: story.id ?? `live-${++storyCounter}` }),
      onFollowUpItem: (item) => handle({ type: 'followUpItem', item }),
      onDisabled: () => handle({ type: 'disabled' }),
    }).catch((error: unknown) => console.error('Memory events failed', error));
    return () => subscription.abort();
  }, [api, conversationId, sleep]);

  // The list only grows: each memory the chat stream adds goes through the reducer once.
  const merged = useRef(0);
  useEffect(() => {
    for (const memory of streamedMemories.slice(merged.current)) dispatch({ type: 'memory', memory });
    merged.current = streamedMemories.length;
  }, [streamedMemories]);

  return state;
}
