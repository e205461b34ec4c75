import { forwardRef, useId, useState } from 'react';
import { ENCOURAGEMENT_ROWS } from '@kinstory/contract';
import { Alert, Button, Card, CardContent, CardFooter, CardHeader, CardTitle, Label, Textarea, toast } from '@kinstory/ui';
import { shownErrorText, useSendEncouragement } from '../api/index.ts';
import * as blocks from '../shared/blocks.css.ts';

export interface SendEncouragementProps {
  /** The storyteller the note is for. */
  subjectName: string;
}

/**
 * 'Send Encouragement': a short note to the storyteller, kept by the server and shown on their
 * dashboard. Sent, the text is cleared and a toast says so; a failure says why and keeps the text.
 */
export const SendEncouragement = forwardRef<HTMLDivElement, SendEncouragementProps>(function SendEncouragement({ subjectName }, ref) {
  const fieldId = useId();
  const send = useSendEncouragement();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!text.trim() || busy) return;
    setBusy(true);
    setError(null);
    try {
      await send(text.trim());
      setText('');
      toast({ title: `Your message has been sent to ${subjectName}! 💌` });
    } catch (e) {
      setError(shownErrorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card ref={ref}>
      <CardHeader>
        <CardTitle level={2}>Send Encouragement</CardTitle>
      </CardHeader>
      <CardContent className={blocks.list}>
        {error && <Alert>{error}</Alert>}
        <Label htmlFor={fieldId}>{`A note for ${subjectName}`}</Label>
        <Textarea id={fieldId} rows={ENCOURAGEMENT_ROWS} value={text} onChange={(event) => setText(event.target.value)} readOnly={busy} />
      </CardContent>
      <CardFooter>
        <Button onPress={() => void submit()} isDisabled={!text.trim() || busy}>
          {busy ? 'Sending…' : 'Send Message'}
        </Button>
      </CardFooter>
    </Card>
  );
});
SendEncouragement.displayName = 'SendEncouragement';
