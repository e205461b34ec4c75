import { forwardRef, useId, useState, type KeyboardEvent } from 'react';
import { Button, Textarea } from '@kinstory/ui';
import * as css from './Composer.css.ts';

export const MESSAGE_PLACEHOLDER = 'Share a memory...';
export const NO_SPEECH_TO_TEXT = 'Voice messages are not available here. Please type your memory instead.';
export const MUTED_NOTE = 'Voice messages are off while the sound is muted.';
export const VOICE_MEMORY_NOTE = 'Speech is not turned into text here. Your recording is kept as a voice memory.';

export interface ComposerProps {
  /** Sends a non-blank message; the text box empties afterwards. */
  onSend: (text: string) => void;
  /** Text to start with (the page's prefill). @default '' */
  defaultValue?: string;
  /** A reply is streaming: nothing is sent and the microphone waits. @default false */
  isReplying?: boolean;
  /** @default false */
  isMuted?: boolean;
  /** The server can turn speech into text. Without it the microphone is off, with a note. @default true */
  hasSpeechToText?: boolean;
  /** Without speech-to-text, a recording is kept as a voice memory: the microphone stays on, with a note. @default false */
  keepsVoiceMemories?: boolean;
  /** Seconds recorded so far, or null when not recording. @default null */
  recordingSeconds?: number | null;
  onStartRecording?: () => void;
  onStopRecording?: () => void;
}

/** The message box: microphone, text area and send. Enter sends, Shift+Enter starts a new line. */
export const Composer = forwardRef<HTMLDivElement, ComposerProps>(function Composer(
  { onSend, defaultValue = '', isReplying = false, isMuted = false, hasSpeechToText = true, keepsVoiceMemories = false, recordingSeconds = null, onStartRecording, onStopRecording },
  ref,
) {
  const [text, setText] = useState(defaultValue);
  const noteId = useId();
  const canSend = text.trim() !== '' && !isReplying;
  const isRecording = recordingSeconds !== null;
  const canRecord = hasSpeechToText || keepsVoiceMemories;
  const voiceNote = !canRecord ? NO_SPEECH_TO_TEXT : isMuted ? MUTED_NOTE : !hasSpeechToText ? VOICE_MEMORY_NOTE : null;

  const send = () => {
    if (!canSend) return;
    onSend(text.trim());
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <div ref={ref} className={css.root}>
      <div className={css.row}>
        <Button
          variant={isRecording ? 'destructive' : 'secondary'}
          aria-describedby={voiceNote ? noteId : undefined}
          isDisabled={!canRecord || isMuted || isReplying}
          onPress={isRecording ? onStopRecording : onStartRecording}
        >
          {isRecording ? (
            <>
              Stop <span className={css.seconds}>{recordingSeconds}s</span>
            </>
          ) : (
            'Record'
          )}
        </Button>
        <Textarea
          aria-label="Your message"
          placeholder={MESSAGE_PLACEHOLDER}
          className={css.textarea}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          rows={2}
        />
        <Button onPress={send} isDisabled={!canSend}>
          Send
        </Button>
      </div>
      {voiceNote && (
        <p id={noteId} className={css.note}>
          {voiceNote}
        </p>
      )}
    </div>
  );
});
Composer.displayName = 'Composer';
