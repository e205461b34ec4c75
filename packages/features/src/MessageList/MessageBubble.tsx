import { forwardRef, type ReactNode } from 'react';
import { VisuallyHidden } from '@kinstory/ui';
import * as css from './MessageList.css.ts';

const clock = (timestamp: string | Date) => {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? null : date;
};

export interface MessageBubbleProps {
  role: 'user' | 'assistant';
  children: ReactNode;
  /** Omitted while the reply is still streaming. */
  timestamp?: string | Date;
  /** Adds a quiet line saying the reply stopped before its end. @default false */
  interrupted?: boolean;
}

export const INTERRUPTED_TEXT = 'This reply was interrupted.';

/** One message: the storyteller's on the right, the interviewer's on the left, each with its time. */
export const MessageBubble = forwardRef<HTMLDivElement, MessageBubbleProps>(function MessageBubble({ role, children, timestamp, interrupted = false }, ref) {
  const date = timestamp === undefined ? null : clock(timestamp);
  return (
    <div ref={ref} className={css.bubble({ role })} data-role={role}>
      <VisuallyHidden>{role === 'user' ? 'You said: ' : 'AI said: '}</VisuallyHidden>
      {children}
      {interrupted && <span className={css.interrupted}>{INTERRUPTED_TEXT}</span>}
      {date && (
        <time className={css.time} dateTime={date.toISOString()}>
          {date.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' })}
        </time>
      )}
    </div>
  );
});
MessageBubble.displayName = 'MessageBubble';
