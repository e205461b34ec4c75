import { forwardRef, useState } from 'react';
import { ENCOURAGEMENT_ROWS } from '@kinstory/contract';
import { Button, Card, CardContent, CardFooter, CardHeader, CardTitle, Label, Textarea } from '@kinstory/ui';
import * as blocks from '../shared/blocks.css.ts';

export interface SendEncouragementProps {
  /** The storyteller the note is for. */
  subjectName: string;
  /** Tells the viewer it was sent; the viewer dashboard uses the browser's alert (no server call, mock data). */
  onSent?: (confirmation: string) => void;
}

/** 'Send Encouragement': a short note to the storyteller. Mock only: nothing is sent anywhere. */
export const SendEncouragement = forwardRef<HTMLDivElement, SendEncouragementProps>(function SendEncouragement(
  { subjectName, onSent = (confirmation) => window.alert(confirmation) },
  ref,
) {
  const [text, setText] = useState('');
  const send = () => {
    if (!text.trim()) return;
    setText('');
    onSent(`Your message has been sent to ${subjectName}! 💌`);
  };
  return (
    <Card ref={ref}>
      <CardHeader>
        <CardTitle level={2}>Send Encouragement</CardTitle>
      </CardHeader>
      <CardContent className={blocks.list}>
        <Label htmlFor="encouragement">{`A note for ${subjectName}`}</Label>
        <Textarea id="encouragement" rows={ENCOURAGEMENT_ROWS} value={text} onChange={(event) => setText(event.target.value)} />
      </CardContent>
      <CardFooter>
        <Button onPress={send} isDisabled={!text.trim()}>
          Send Message
        </Button>
      </CardFooter>
    </Card>
  );
});
SendEncouragement.displayName = 'SendEncouragement';
