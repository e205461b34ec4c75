import { useEffect, useReducer } from 'react';
import { toast } from '@kinstory/ui';
import { subscribeMemoryEvents, type MemoryEventOptions } from '../streaming/index.ts';
import { initialLiveMemories, liveMemoriesReducer, turnToasts, type LiveMemoriesEvent } from './liveMemories.ts';

export const LIVE_UPDATES_OFF = 'Live updates have stopped. New memories will appear when you reload the page.';

export interface UseLiveMemoriesOptions extends Pick<MemoryEventOptions, 'getToken' | 'baseUrl' | 'sleep'> {
  /** null: no subscription (e.g. before the conversation exists). */
  conversationId: string | null;
}

let storyCounter = 0;

/**
 * Subscribes to the conversation's memory events (GET /events): merges memories, puts new stories
 * and follow-up items first with their toasts (one per turn), and says when real-time updates were disabled.
 */
export function useLiveMemories({ conversationId, getToken, baseUrl, sleep }: UseLiveMemoriesOptions) {
  const [state, dispatch] = useReducer(liveMemoriesReducer, initialLiveMemories);

  useEffect(() => {
    if (!conversationId) return;
    const toastFor = turnToasts();
    const handle = (event: LiveMemoriesEvent) => {
      dispatch(event);
      const text = toastFor(event);
      if (text) toast(text);
    };
    return subscribeMemoryEvents({
      conversationId,
      getToken,
      baseUrl,
      sleep,
      onMemory: (memory) => handle({ type: 'memory', memory }),
      onStory: (story) => handle({ type: 'story', story, key: story.id ?? `live-${++storyCounter}` }),
      onFollowUpItem: (item) => handle({ type: 'followUpItem', item }),
      onDisabled: () => handle({ type: 'disabled' }),
    });
  }, [conversationId, getToken, baseUrl, sleep]);

  return state;
}
