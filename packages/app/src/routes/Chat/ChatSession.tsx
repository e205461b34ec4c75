import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { TITLE_AT_USER_MESSAGE } from '@kinstory/contract';
import {
  ChatComposer,
  ChatGreeting,
  ConversationMemoriesPanel,
  MessageList,
  ApiError,
  sendFailedToast,
  apiKeys,
  useApiClient,
  useChatReply,
  useGenerateTitle,
  useMessages,
  toChatMessage,
  type ChatMessage,
} from '@kinstory/features';
import { Button, toast } from '@kinstory/ui';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { useReplyAudio } from './useReplyAudio.ts';
import * as css from './Chat.css.ts';

/** One conversation: messages, composer, voice, and the memories panel. */
export function ChatSession({ conversationId }: { conversationId: string }) {
  const api = useApiClient();
  const { getIdToken } = useAuth();
  const [params] = useSearchParams();
  const prefill = params.get('prefill') ?? '';
  const saved = useMessages(conversationId);
  // The server answers 404 for a conversation it has not seen yet: a new one.
  const unknownToServer = saved.error instanceof ApiError && saved.error.status === 404;
  const isNew = unknownToServer || (saved.data !== undefined && saved.data.length === 0);
  const intro = useSWR(isNew ? apiKeys.chatIntro : null, () => api.getChatIntro(), { onError: (error) => console.error('Could not load the intro', error) });
  const generateTitle = useGenerateTitle();
  const audio = useReplyAudio(conversationId);
  const { send, streaming, isReplying } = useChatReply({ getToken: getIdToken });

  const [sent, setSent] = useState<ChatMessage[]>([]);
  const [muted, setMuted] = useState(false);
  const [showMemories, setShowMemories] = useState(false);
  const userMessages = useRef(0);
  // Read when a reply finishes: the user may have muted while it streamed.
  const mutedRef = useRef(muted);
  useEffect(() => {
    mutedRef.current = muted;
  }, [muted]);

  const sendMessage = useCallback(
    async (text: string, recordingId?: string) => {
      if (!text.trim() || isReplying) return;
      audio.stop();
      // A UUID, not the time: a clock that steps back must never make a new message look like a retry.
      const messageId = crypto.randomUUID();
      setSent((current) => [...current, { id: `user-${messageId}`, role: 'user', content: text, timestamp: new Date() }]);
      // The title comes when the conversation's 3rd user message is sent, saved ones included.
      userMessages.current += 1;
      const savedUserMessages = (saved.data ?? []).filter((message) => message.role === 'user').length;
      const isTitleMessage = savedUserMessages + userMessages.current === TITLE_AT_USER_MESSAGE;
      try {
        const reply = await send({ text, conversationId, messageId, recordingId });
        setSent((current) => [...current, { id: `assistant-${messageId}`, role: 'assistant', content: reply, timestamp: new Date() }]);
        if (!mutedRef.current) void audio.speak(reply);
      } catch (error) {
        // Aborted: the page was left while the reply streamed, and the toast would land on the next one.
        if (!(error instanceof Error && error.name === 'AbortError')) {
          console.error('Sending failed', error);
          toast(sendFailedToast(error));
        }
      }
      if (isTitleMessage) generateTitle(conversationId).catch((error: unknown) => console.error('Could not generate a title', error));
    },
    [audio, conversationId, generateTitle, isReplying, saved.data, send],
  );

  const toggleMute = () => {
    // Muting also stops a recording: ChatComposer does that when isMuted turns on.
    if (muted) audio.resume();
    else audio.pause();
    setMuted(!muted);
  };

  const messages = useMemo<ChatMessage[]>(
    () => [
      ...(saved.data ?? []).map(toChatMessage),
      ...(isNew && intro.data ? [{ id: 'intro', role: 'assistant' as const, content: intro.data.introMessage, timestamp: new Date() }] : []),
      ...sent,
    ],
    [intro.data, isNew, saved.data, sent],
  );

  return (
    <div className={css.layout}>
      <section className={css.conversation} aria-labelledby="chat-title">
        <div className={css.toolbar}>
          <h1 id="chat-title" className={css.title}>
            Chat Session
          </h1>
          <div className={css.tools}>
            <Button variant="outline" className={css.memoriesToggle} aria-expanded={showMemories} onPress={() => setShowMemories(!showMemories)}>
              Toggle Memories
            </Button>
            <Button variant="outline" aria-pressed={muted} onPress={toggleMute}>
              {muted ? 'Unmute' : 'Mute'}
            </Button>
          </div>
        </div>
        {isNew && sent.length === 0 && <ChatGreeting />}
        <MessageList
          messages={messages}
          streaming={streaming}
          isLoading={saved.isLoading}
          error={saved.error && !unknownToServer ? saved.error.message : null}
        />
        <ChatComposer
          conversationId={conversationId}
          onSend={(text, recordingId) => void sendMessage(text, recordingId)}
          onVoiceMemory={(message) => setSent((current) => [...current, toChatMessage(message)])}
          defaultValue={prefill}
          isReplying={isReplying}
          isMuted={muted}
        />
      </section>
      <div className={css.panel} data-open={showMemories || undefined}>
        <ConversationMemoriesPanel conversationId={conversationId} getToken={getIdToken} />
      </div>
    </div>
  );
}
