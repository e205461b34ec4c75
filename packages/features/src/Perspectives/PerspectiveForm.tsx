import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Label, Textarea, toast } from '@kinstory/ui';
import { shownErrorText } from '../api/index.ts';
import { useRecorder } from '../Composer/useRecorder.ts';
import type { PerspectiveDraft } from './useSharePerspective.ts';
import * as css from './Perspectives.css.ts';

export const PERSPECTIVE_SHARED = 'Your perspective was shared with the family';
const MICROPHONE_REFUSED = 'The microphone could not be used. You can write your perspective instead.';

export interface PerspectiveFormProps {
  /** The story's title, in the form's accessible name. */
  storyTitle: string;
  onShare: (draft: PerspectiveDraft) => Promise<unknown>;
  /** Closes the form (after Cancel, or once shared). */
  onClose: () => void;
}

/** 'Your perspective': written, or told aloud with 'Record instead'; a failed share says why and keeps the form. */
export function PerspectiveForm({ storyTitle, onShare, onClose }: PerspectiveFormProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [recording, setRecording] = useState<{ audio: Blob; seconds: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The length shown once stopped: the recorder's count as it was when Stop was pressed.
  const recordedSeconds = useRef(0);
  const recorder = useRecorder({
    onRecorded: useCallback((audio: Blob) => setRecording({ audio, seconds: recordedSeconds.current }), []),
    onError: useCallback(() => setError(MICROPHONE_REFUSED), []),
  });
  const stop = () => {
    recordedSeconds.current = recorder.seconds;
    recorder.stop();
  };
  const ready = text.trim().length > 0 || recording !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onShare({ text: text.trim(), recording: recording?.audio });
      toast({ title: PERSPECTIVE_SHARED });
      onClose();
    } catch (e) {
      setError(shownErrorText(e));
      setBusy(false);
    }
  };

  return (
    <form className={css.form} onSubmit={(e) => void submit(e)} noValidate aria-label={`Your perspective on ${storyTitle}`}>
      {error && <Alert>{error}</Alert>}
      <div className={css.field}>
        <Label htmlFor={id}>Your perspective</Label>
        <Textarea id={id} rows={4} value={text} onChange={(e) => setText(e.target.value)} readOnly={busy} />
      </div>
      <div className={css.buttons}>
        {recorder.isRecording ? (
          <Button variant="secondary" onPress={stop}>{`Stop recording (${recorder.seconds}s)`}</Button>
        ) : recording ? (
          <>
            <span className={css.muted} role="status">{`Recording ready (${recording.seconds}s)`}</span>
            <Button variant="ghost" onPress={() => setRecording(null)} isDisabled={busy}>
              Remove recording
            </Button>
          </>
        ) : (
          <Button variant="outline" onPress={() => void recorder.start()} isDisabled={busy}>
            Record instead
          </Button>
        )}
      </div>
      <div className={css.buttons}>
        <Button type="submit" isDisabled={!ready || busy || recorder.isRecording}>
          {busy ? 'Sharing…' : 'Share'}
        </Button>
        <Button variant="outline" onPress={onClose} isDisabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
