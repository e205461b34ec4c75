import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import { TITLE_AT_USER_MESSAGE, type MemoryPayload, type Message } from '@kinstory/contract';
import { toast } from '@kinstory/ui';
import { ApiError, apiKeys, useApiClient, useGenerateTitle, useMessages } from '../api/index.ts';
import { newChatMessage, toChatMessage, type ChatMessage } from '../MessageList/types.ts';
import { sendFailedToast, useChatReply } from '../MessageList/useChatReply.ts';

export interface UseChatSessionOptions {
  /** A whole reply has arrived (the app speaks it). */
  onReply?: (reply: string) => void;
  /** The conversation as this device last showed it: shown until the saved messages arrive. */
  cachedMessages?: ChatMessage[];
}

/**
 * One conversation's chat (SPEC §4 Chat session): its saved messages, the intro of a new one and
 * what this visit sent, as one list; `send` shows the storyteller's message at once, streams the
 * reply, and asks for the title at the conversation's TITLE_AT_USER_MESSAGE-th user message. The
 * turns' memories the chat stream carried are in `memories`, for the memories panel.
 */
export function useChatSession(conversationId: string, { onReply, cachedMessages }: UseChatSessionOptions = {}) {
  const api = useApiClient();
  const saved = useMessages(conversationId);
  // The server answers 404 for a conversation it has not seen yet: a new one.
  const unknownToServer = saved.error instanceof ApiError && saved.error.status === 404;
  const isNew = unknownToServer || (saved.data !== undefined && saved.data.length === 0);
  const intro = useSWR(isNew ? apiKeys.chatIntro : null, () => api.getChatIntro(), { onError: (error) => console.error('Could not load the intro', error) });
  const generateTitle = useGenerateTitle();

  const [sent, setSent] = useState<ChatMessage[]>([]);
  const [memories, setMemories] = useState<MemoryPayload[]>([]);
  const onMemory = useCallback((memory: MemoryPayload) => setMemories((current) => [...current, memory]), []);
  const { send: streamReply, streaming, isReplying } = useChatReply({ onMemory });
  const userMessages = useRef(0);
  // The latest handler: the page's may change while a reply streams.
  const replyHandler = useRef(onReply);
  useEffect(() => {
    replyHandler.current = onReply;
  }, [onReply]);

  const send = useCallback(
    async (text: string, recordingId?: string) => {
      if (!text.trim() || isReplying) return;
      // A UUID, not the time: a clock that steps back must never make a new message look like a retry.
      const messageId = crypto.randomUUID();
      setSent((current) => [...current, newChatMessage(`user-${messageId}`, 'user', text)]);
      // The title comes when the conversation's 3rd user message is sent, saved ones included.
      userMessages.current += 1;
      const savedUserMessages = (saved.data ?? []).filter((message) => message.role === 'user').length;
      const isTitleMessage = savedUserMessages + userMessages.current === TITLE_AT_USER_MESSAGE;
      try {
        const reply = await streamReply({ text, conversationId, messageId, recordingId });
        setSent((current) => [...current, newChatMessage(`assistant-${messageId}`, 'assistant', reply)]);
        replyHandler.current?.(reply);
      } catch (error) {
        // Aborted: the page was left while the reply streamed, and the toast would land on the next one.
        if (!(error instanceof Error && error.name === 'AbortError')) {
          console.error('Sending failed', error);
          toast(sendFailedToast(error));
        }
      }
      if (isTitleMessage) generateTitle(conversationId).catch((error: unknown) => console.error('Could not generate a title', error));
    },
    [conversationId, generateTitle, isReplying, saved.data, streamReply],
  );

  /** A voice memory was kept (no speech-to-text): it joins the conversation as it was stored. */
  const addVoiceMemory = useCallback((message: Message) => setSent((current) => [...current, toChatMessage(message)]), []);

  // The last visit's messages stand in only while the saved ones are on their way.
  const shownCache = saved.data === undefined && saved.error === undefined ? cachedMessages : undefined;
  const messages = useMemo<ChatMessage[]>(
    () => [
      ...(shownCache ?? (saved.data ?? []).map(toChatMessage)),
      ...(isNew && intro.data ? [newChatMessage('intro', 'assistant', intro.data.introMessage)] : []),
      ...sent,
    ],
    [intro.data, isNew, saved.data, sent, shownCache],
  );

  return {
    messages,
    streaming,
    isReplying,
    /** A new conversation before its first message: the page greets the storyteller. */
    isGreeting: isNew && sent.length === 0,
    isLoading: saved.isLoading && !shownCache,
    /** The saved messages have arrived: `messages` is the conversation as the server keeps it, with this visit's. */
    isLoaded: saved.data !== undefined,
    /** The saved messages could not be loaded (a new conversation's 404 is no error). */
    error: saved.error && !unknownToServer ? saved.error.message : null,
    memories,
    send,
    addVoiceMemory,
  };
}
