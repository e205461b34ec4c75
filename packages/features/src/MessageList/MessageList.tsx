import { forwardRef, useImperativeHandle, useMemo, type ReactNode } from 'react';
import { Alert, Progress, Skeleton } from '@kinstory/ui';
import { MessageBubble } from './MessageBubble.tsx';
import { StreamingText } from './StreamingText.tsx';
import type { ChatMessage, StreamingReply } from './types.ts';
import { useFollowScroll } from './useFollowScroll.ts';
import * as css from './MessageList.css.ts';

export const THINKING_TEXT = 'AI is thinking...';
export const REPLY_PROGRESS_LABEL = 'Reply progress';

export interface MessageListProps {
  /** Shown before the messages, inside the list (a new conversation's greeting): it takes no room from the page around. */
  greeting?: ReactNode;
  messages: readonly ChatMessage[];
  /** The reply being streamed, or null when none is. Pass text already batched per frame. */
  streaming?: StreamingReply | null;
  /** Past messages are still loading. @default false */
  isLoading?: boolean;
  /** Past messages could not be loaded: the text to show. */
  error?: string | null;
}

/**
 * The conversation. Complete messages live in a polite log, so a screen reader reads each new
 * message once; the streaming reply sits outside the log and is not announced token by token.
 */
export const MessageList = forwardRef<HTMLElement, MessageListProps>(function MessageList({ greeting, messages, streaming = null, isLoading = false, error = null }, ref) {
  const { ref: scrollRef, onScroll } = useFollowScroll<HTMLElement>(`${messages.length}:${streaming?.text.length ?? -1}`);
  useImperativeHandle(ref, () => scrollRef.current as HTMLElement);
  // Complete messages do not change while a reply streams: render them once, not every frame.
  const bubbles = useMemo(
    () =>
      messages.map((message) => (
        <MessageBubble
          key={message.id}
          role={message.role}
          timestamp={message.timestamp}
          interrupted={message.interrupted}
          recording={message.recording}
          awaitingTranscript={message.awaitingTranscript}
        >
          {message.content}
        </MessageBubble>
      )),
    [messages],
  );

  return (
    // Focusable so keyboard users can scroll the conversation.
    <section ref={scrollRef} className={css.scroller} aria-label="Conversation" aria-busy={isLoading || undefined} tabIndex={0} onScroll={onScroll}>
      {greeting}
      {isLoading && <MessagesSkeleton />}
      {error && <Alert>{error}</Alert>}
      <div role="log" aria-live="polite" aria-relevant="additions" className={css.log}>
        {bubbles}
      </div>
      {streaming && (
        <div className={css.streaming} aria-busy="true">
          {streaming.text ? (
            <MessageBubble role="assistant">
              <StreamingText text={streaming.text} />
            </MessageBubble>
          ) : (
            <p className={css.thinking}>{THINKING_TEXT}</p>
          )}
          <Progress label={REPLY_PROGRESS_LABEL} value={Math.round(streaming.progress)} />
        </div>
      )}
    </section>
  );
});
MessageList.displayName = 'MessageList';

function MessagesSkeleton() {
  return (
    <>
      <Skeleton shape="block" className={css.skeleton({ role: 'assistant' })} />
      <Skeleton shape="block" className={css.skeleton({ role: 'user' })} />
    </>
  );
}
