import { forwardRef, type ReactNode } from 'react';
import { VisuallyHidden } from '@kinstory/ui';
import { AudioPlayer } from '../AudioPlayer/index.ts';
import { formatTime } from '../format/index.ts';
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
  /** The message's kept recording (its row id): a small player in the bubble. */
  recording?: string;
  /** A voice memory: its player and 'not transcribed yet' instead of words. @default false */
  awaitingTranscript?: boolean;
}

export const INTERRUPTED_TEXT = 'This reply was interrupted.';
export const VOICE_MEMORY_TEXT = 'Voice memory — not transcribed yet';

/** One message: the storyteller's on the right, the interviewer's on the left, each with its time. */
export const MessageBubble = forwardRef<HTMLDivElement, MessageBubbleProps>(function MessageBubble({ role, children, timestamp, interrupted = false, recording, awaitingTranscript = false }, ref) {
  const date = timestamp === undefined ? null : clock(timestamp);
  return (
    <div ref={ref} className={css.bubble({ role })} data-role={role} data-voice-memory={awaitingTranscript || undefined}>
      <VisuallyHidden>{role === 'user' ? 'You said: ' : 'AI said: '}</VisuallyHidden>
      {awaitingTranscript ? <span className={css.voiceMemory}>{VOICE_MEMORY_TEXT}</span> : children}
      {recording && (
        <div className={css.recording}>
          <AudioPlayer size="compact" label={awaitingTranscript ? 'Your voice memory' : 'Your recording'} recordings={[{ messageId: recording }]} />
        </div>
      )}
      {interrupted && <span className={css.interrupted}>{INTERRUPTED_TEXT}</span>}
      {date && (
        <time className={css.time} dateTime={date.toISOString()}>
          {formatTime(date)}
        </time>
      )}
    </div>
  );
});
MessageBubble.displayName = 'MessageBubble';
