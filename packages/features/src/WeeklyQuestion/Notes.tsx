import type { PromptScheduleResponse } from '@kinstory/contract';
import { retryWhen } from './texts.ts';
import * as css from './WeeklyQuestion.css.ts';

/** The dev page that lists the e-mails kept in the outbox. */
export const OUTBOX_PATH = '/dev/outbox';

/** The last send failed: said calmly (a status, not an alert), with when the next try is. */
export function FailingNote({ failing, now }: { failing: NonNullable<PromptScheduleResponse['failing']>; now: Date }) {
  const retry = failing.nextAttemptAt !== null ? `We will try again ${retryWhen(failing.nextAttemptAt, now)}.` : 'We will try again with the next question.';
  return (
    <p role="status" className={css.note}>
      {`The last question could not be sent: ${failing.reason}. ${retry}`}
    </p>
  );
}

/** No SMTP_URL: the e-mails wait in the outbox, for testing. */
export function OutboxNote() {
  return (
    <p className={css.note}>
      No mail server is set up: e-mails are kept in the outbox for testing.{' '}
      <a className={css.link} href={OUTBOX_PATH}>
        Open the outbox
      </a>
    </p>
  );
}
