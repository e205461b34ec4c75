import type { PromptSend } from '@kinstory/contract';
import { Badge } from '@kinstory/ui';
import * as blocks from '../shared/blocks.css.ts';
import { sentWhen, streakText } from './texts.ts';
import * as css from './WeeklyQuestion.css.ts';

/** The newest question that went out, whether it was answered, and the streak of answered weeks. */
export function LastQuestion({ send, streak, now, locale }: { send: PromptSend; streak: number; now: Date; locale?: string }) {
  const streakLine = streakText(streak);
  return (
    <div className={css.stack}>
      <p className={blocks.text}>{`Last question went out ${sentWhen(send.sentAt, now, locale)}: '${send.question}'`}</p>
      <p className={blocks.row}>
        <Badge tone={send.answered ? 'success' : 'neutral'}>{send.answered ? 'Answered' : 'Not answered yet'}</Badge>
        {streakLine && <span className={blocks.text}>{streakLine}</span>}
      </p>
    </div>
  );
}
