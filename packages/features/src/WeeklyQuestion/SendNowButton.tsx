import { useId } from 'react';
import { promptTexts } from '@kinstory/contract';
import { AlertDialog, Button } from '@kinstory/ui';
import * as blocks from '../shared/blocks.css.ts';
import * as css from './WeeklyQuestion.css.ts';

export interface SendNowButtonProps {
  /** The question that would go out; null when none is waiting. */
  question: string | null;
  email: string | null;
  /** Nothing set up yet, or the address asked to stop: the button says why it is off. */
  disabledReason: string | null;
  /** Sends; throws an Error whose message the dialog shows (a 409 says it went out already). */
  onSend: () => Promise<void>;
}

/** 'Send this week's question now', confirmed first: it cannot be taken back once the e-mail goes. */
export function SendNowButton({ question, email, disabledReason, onSend }: SendNowButtonProps) {
  const reasonId = useId();
  const what = question ? `'${question}'` : "this week's question";
  return (
    <div className={css.sendNow}>
      <AlertDialog
        tone="default"
        trigger={
          <Button variant="secondary" isDisabled={disabledReason !== null} aria-describedby={disabledReason ? reasonId : undefined}>
            Send this week&apos;s question now
          </Button>
        }
        title={`Send ${what} to ${email ?? 'the storyteller'} now?`}
        confirmLabel="Send now"
        pendingLabel="Sending..."
        onConfirm={onSend}
      >
        It goes out in a moment and counts as this week&apos;s question.
      </AlertDialog>
      {disabledReason && (
        <p id={reasonId} className={blocks.muted}>
          {disabledReason}
        </p>
      )}
    </div>
  );
}

/** Why Send now is off, in the contract's words where it has them. */
export const sendNowOff = { off: promptTexts.noSchedule, unsubscribed: 'The address asked to stop these e-mails: choose another one first.' } as const;
