import { Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ChatComposer, ChatGreeting, MessageList, useChatSession, useLiveMemories, type ChatMessage } from '@kinstory/features';
import { Button } from '@kinstory/ui';
import { lazyAfterFirstPaint } from '../../app/firstPaint.ts';
import { browserStore } from '../../storage.ts';
import { useReplyAudio } from './useReplyAudio.ts';
import * as css from './Chat.css.ts';

// The memories panel fills from the server once signed in, and on a phone waits behind its toggle.
const MemoriesPanel = lazyAfterFirstPaint(() => import('./MemoriesPanel.ts').then(({ LiveConversationMemoriesPanel }) => LiveConversationMemoriesPanel));

export interface ChatSessionProps {
  conversationId: string;
  /** Who is signed in; null while the session is restored (the page then shows `cachedMessages`). */
  uid: string | null;
  /** The conversation as this device last showed it, until the saved messages arrive. */
  cachedMessages?: ChatMessage[];
}

/** One conversation's page: messages, composer, voice, mute and the memories panel. */
export function ChatSession({ conversationId, uid, cachedMessages }: ChatSessionProps) {
  const [params] = useSearchParams();
  const prefill = params.get('prefill') ?? '';
  const audio = useReplyAudio(conversationId);
  const [muted, setMuted] = useState(false);
  const [showMemories, setShowMemories] = useState(false);
  // Read when a reply finishes: the user may have muted while it streamed.
  const mutedRef = useRef(muted);
  useEffect(() => {
    mutedRef.current = muted;
  }, [muted]);
  const session = useChatSession(conversationId, {
    onReply: (reply) => {
      if (!mutedRef.current) void audio.speak(reply);
    },
    cachedMessages,
  });
  // The memory events are followed from the first render, not from when the panel's code arrives:
  // a story or follow-up item of this visit published before then would be missed.
  const live = useLiveMemories({ conversationId, streamedMemories: session.memories });
  // Kept for the next visit once the server's messages are in: the conversation as shown now. In the
  // commit itself (a layout effect), so a tab closed right after the messages appear still keeps them.
  const { isLoaded, messages } = session;
  useLayoutEffect(() => {
    if (uid && isLoaded && messages.some((message) => message.role === 'user')) browserStore.setConversation({ uid, conversationId, messages });
  }, [uid, conversationId, isLoaded, messages]);

  const send = (text: string, recordingId?: string) => {
    // A new message silences the last reply.
    audio.stop();
    void session.send(text, recordingId);
  };

  const toggleMute = () => {
    // Muting also stops a recording: ChatComposer does that when isMuted turns on.
    if (muted) audio.resume();
    else audio.pause();
    setMuted(!muted);
  };

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
        <div className={css.messages}>
          <MessageList
            greeting={session.isGreeting && <ChatGreeting />}
            messages={session.messages}
            streaming={session.streaming}
            isLoading={session.isLoading}
            error={session.error}
          />
        </div>
        <ChatComposer
          conversationId={conversationId}
          onSend={send}
          onVoiceMemory={session.addVoiceMemory}
          defaultValue={prefill}
          isReplying={session.isReplying}
          isMuted={muted}
        />
      </section>
      <div className={css.panel} data-open={showMemories || undefined}>
        {/* Once signed in (its calls need the session): never held up by its code at the first paint. */}
        {uid && (
          <Suspense fallback={null}>
            <MemoriesPanel conversationId={conversationId} live={live} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
