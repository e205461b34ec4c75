import type { PromptSchedule } from '@kinstory/contract';
import { Button } from '@kinstory/ui';
import { formatInZone } from './texts.ts';
import * as blocks from '../shared/blocks.css.ts';
import * as css from './WeeklyQuestion.css.ts';

export interface ScheduleSummaryProps {
  /** `summary`: the first sentence, focused after a change; `opener`: the button that opens the form. */
  ids: { summary: string; opener: string };
  schedule: PromptSchedule;
  state: 'on' | 'paused' | 'unsubscribed';
  nextSendAt: number | null;
  unsubscribedAt: number | null;
  /** Turns it on or pauses it; throws when refused. */
  onToggle: (enabled: boolean) => Promise<void>;
  onEdit: () => void;
  busy: boolean;
  locale?: string;
}

/** The schedule as it stands: when the next question goes out and where, or that it is paused or was stopped. */
export function ScheduleSummary({ ids, schedule, state, nextSendAt, unsubscribedAt, onToggle, onEdit, busy, locale }: ScheduleSummaryProps) {
  const toggle = (enabled: boolean) => void onToggle(enabled).catch(() => undefined);
  if (state === 'unsubscribed') {
    const on = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(unsubscribedAt ?? 0);
    return (
      <div className={css.stack}>
        <p id={ids.summary} tabIndex={-1} className={css.statement}>{`${schedule.email} asked to stop these e-mails on ${on}.`}</p>
        <p className={blocks.text}>No question goes to that address again. To turn the weekly question on, choose another address.</p>
        <div className={css.actions}>
          <Button id={ids.opener} onPress={onEdit} isDisabled={busy}>
            Choose another address
          </Button>
        </div>
      </div>
    );
  }
  if (state === 'paused') {
    return (
      <div className={css.stack}>
        <p id={ids.summary} tabIndex={-1} className={css.statement}>
          Paused
        </p>
        <p className={blocks.text}>No question goes out until you turn it on again.</p>
        <div className={css.actions}>
          <Button onPress={() => toggle(true)} isDisabled={busy}>
            Turn on
          </Button>
          <Button id={ids.opener} variant="outline" onPress={onEdit} isDisabled={busy}>
            Edit
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className={css.stack}>
      {nextSendAt !== null && (
        <p id={ids.summary} tabIndex={-1} className={css.statement}>{`Next question: ${formatInZone(nextSendAt, schedule.timeZone, locale)} (${schedule.timeZone})`}</p>
      )}
      <p className={blocks.text}>{`It goes to ${schedule.email}.`}</p>
      <div className={css.actions}>
        <Button id={ids.opener} variant="outline" onPress={onEdit} isDisabled={busy}>
          Edit
        </Button>
        <Button variant="outline" onPress={() => toggle(false)} isDisabled={busy}>
          Pause
        </Button>
      </div>
    </div>
  );
}
