import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ChatComposer, ChatGreeting, ConversationMemoriesPanel, MessageList, useChatSession } from '@kinstory/features';
import { Button } from '@kinstory/ui';
import { useReplyAudio } from './useReplyAudio.ts';
import * as css from './Chat.css.ts';

/** One conversation's page: messages, composer, voice, mute and the memories panel. */
export function ChatSession({ conversationId }: { conversationId: string }) {
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
  });

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
        <ConversationMemoriesPanel conversationId={conversationId} streamedMemories={session.memories} />
      </div>
    </div>
  );
}
