import { forwardRef, useEffect, useId, useRef, useState } from 'react';
import type { PromptSchedule, PromptScheduleResponse } from '@kinstory/contract';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@kinstory/ui';
import { LoadState } from '../shared/LoadState.tsx';
import { LastQuestion } from './LastQuestion.tsx';
import { NextQuestions } from './NextQuestions.tsx';
import { ScheduleForm } from './ScheduleForm.tsx';
import { ScheduleSummary } from './ScheduleSummary.tsx';
import { SendNowButton, sendNowOff } from './SendNowButton.tsx';
import { FailingNote, OutboxNote } from './Notes.tsx';
import { cardDescription, weeklyQuestionState } from './texts.ts';
import * as css from './WeeklyQuestion.css.ts';

export interface WeeklyQuestionCardProps {
  data: PromptScheduleResponse | null;
  /** The storyteller's name, for the card's sentences; null before one is known. */
  storyteller: string | null;
  /** Saves the schedule; throws when refused (the form keeps what was typed). */
  onSaveSchedule: (schedule: PromptSchedule) => Promise<void>;
  /** Saves the next questions' texts in order; throws when refused. */
  onSaveQuestions: (questions: string[]) => Promise<void>;
  /** Sends this week's question; throws an Error whose message the confirmation shows. */
  onSendNow: () => Promise<void>;
  /** @default false */
  isLoading?: boolean;
  error?: string | null;
  /** Shown as 'Try again' with the error. */
  onRetry?: () => void;
  /** The browser's zone, offered for a new schedule. @default the browser's own */
  browserTimeZone?: string;
  /** For relative times. @default now */
  now?: Date;
  /** For dates. @default the browser's */
  locale?: string;
}

/**
 * 'Weekly question by e-mail' (issue #20): the admin sets it up, sees when the next question goes
 * and whether the last was answered, edits and reorders the next questions, and can send now.
 */
export const WeeklyQuestionCard = forwardRef<HTMLDivElement, WeeklyQuestionCardProps>(function WeeklyQuestionCard(
  { data, storyteller, onSaveSchedule, onSaveQuestions, onSendNow, isLoading = false, error = null, onRetry, browserTimeZone, now, locale },
  ref,
) {
  const ids = { title: useId(), opener: useId(), summary: useId() };
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const state = data ? weeklyQuestionState(data) : null;
  // The button pressed goes away (the form replaces it, Pause becomes Turn on): focus moves on with it.
  const focusAfter = useRef<'opener' | 'summary' | null>(null);
  useEffect(() => {
    const target = focusAfter.current;
    if (!target || editing) return;
    focusAfter.current = null;
    (document.getElementById(target === 'summary' ? ids.summary : ids.opener) ?? document.getElementById(ids.opener))?.focus();
  }, [editing, state, busy, ids.summary, ids.opener]);

  const open = () => setEditing(true);
  const close = (then: 'opener' | 'summary') => {
    focusAfter.current = then;
    setEditing(false);
  };
  const save = async (schedule: PromptSchedule) => {
    await onSaveSchedule(schedule);
    close('summary');
  };
  const toggle = async (enabled: boolean) => {
    if (!data?.schedule) return;
    setBusy(true);
    focusAfter.current = 'summary';
    try {
      await onSaveSchedule({ ...data.schedule, enabled });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card role="region" aria-labelledby={ids.title} ref={ref} aria-busy={isLoading || undefined}>
      <CardHeader>
        <CardTitle id={ids.title} level={2}>
          Weekly question by e-mail
        </CardTitle>
        <CardDescription>{cardDescription(storyteller)}</CardDescription>
      </CardHeader>
      <CardContent className={css.stack}>
        <LoadState isLoading={isLoading} error={error} height="10rem" />
        {error && onRetry && (
          <div className={css.actions}>
            <Button variant="outline" onPress={onRetry}>
              Try again
            </Button>
          </div>
        )}
        {data && state && (
          <>
            {data.failing && <FailingNote failing={data.failing} now={now ?? new Date()} />}
            {data.outbox && <OutboxNote />}
            {editing ? (
              <ScheduleForm
                initial={data.schedule ?? newSchedule(data, browserTimeZone)}
                title={state === 'off' ? 'Set up the weekly question' : 'Change the weekly question'}
                storyteller={storyteller}
                onSave={save}
                onCancel={() => close('opener')}
              />
            ) : state === 'off' || !data.schedule ? (
              <div className={css.stack}>
                <p id={ids.summary} tabIndex={-1} className={css.statement}>
                  {data.schedule ? 'Saved, and paused before the first question: none is sent.' : 'Not set up yet: no questions are sent.'}
                </p>
                <div className={css.actions}>
                  <Button id={ids.opener} onPress={open}>
                    Set up the weekly question
                  </Button>
                </div>
              </div>
            ) : (
              <ScheduleSummary
                ids={ids}
                schedule={data.schedule}
                state={state}
                nextSendAt={data.nextSendAt}
                unsubscribedAt={data.unsubscribedAt}
                onToggle={toggle}
                onEdit={open}
                busy={busy}
                locale={locale}
              />
            )}
            {data.lastSend && <LastQuestion send={data.lastSend} streak={data.streak} now={now ?? new Date()} locale={locale} />}
            {state !== 'off' && <NextQuestions questions={data.questions} onSave={onSaveQuestions} />}
            <SendNowButton
              question={data.questions[0]?.text ?? null}
              email={data.schedule?.email ?? data.defaults.email}
              disabledReason={state === 'off' || state === 'unsubscribed' ? sendNowOff[state] : null}
              onSend={onSendNow}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
});
WeeklyQuestionCard.displayName = 'WeeklyQuestionCard';

/** A first schedule: on, the server's day and time, the admin's own zone (a better guess for the family than the server's), the storyteller's address. */
function newSchedule(data: PromptScheduleResponse, browserTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone): PromptSchedule {
  const { day, time, timeZone, email } = data.defaults;
  return { enabled: true, day, time, timeZone: browserTimeZone || timeZone, email: email ?? '' };
}
