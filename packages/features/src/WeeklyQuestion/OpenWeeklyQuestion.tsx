import { forwardRef, useCallback } from 'react';
import { promptTexts, type PromptSchedule, type PromptScheduleResponse } from '@kinstory/contract';
import { toast } from '@kinstory/ui';
import { ApiError, shownErrorText, useApiClient, useArchive, usePromptSchedule } from '../api/index.ts';
import { formatInZone } from './texts.ts';
import { WeeklyQuestionCard } from './WeeklyQuestionCard.tsx';

const contractTexts: readonly string[] = Object.values(promptTexts);

/**
 * What to tell the family when a call failed: the server's own words when they are the contract's
 * (quiet hours, an address that asked to stop, already sent), else the operation's text.
 */
export function weeklyQuestionErrorText(error: unknown): string {
  if (error instanceof ApiError && error.serverError && contractTexts.includes(error.serverError)) return error.serverError;
  return shownErrorText(error);
}

export interface OpenWeeklyQuestionProps {
  /** For relative times. @default now */
  now?: Date;
  /** The zone offered for a new schedule. @default the browser's own */
  browserTimeZone?: string;
}

/** The weekly question's card on the admin dashboard (GET/PUT /api/archive/prompt-schedule, …/questions, …/send-now). */
export const OpenWeeklyQuestion = forwardRef<HTMLDivElement, OpenWeeklyQuestionProps>(function OpenWeeklyQuestion({ now, browserTimeZone }, ref) {
  const api = useApiClient();
  const { data, error, isLoading, mutate } = usePromptSchedule();
  const storyteller = useArchive().data?.archive.subjectName ?? null;

  /** A save: the card takes the server's answer (SWR asks again), and a toast says it was done or why not. */
  const save = useCallback(
    async (call: () => Promise<PromptScheduleResponse>, done: string) => {
      try {
        await mutate(await call());
      } catch (caught) {
        toast({ title: weeklyQuestionErrorText(caught), variant: 'destructive' });
        throw caught;
      }
      toast({ title: done });
    },
    [mutate],
  );
  const onSaveSchedule = useCallback(
    (schedule: PromptSchedule) => save(() => api.savePromptSchedule(schedule), schedule.enabled ? 'Saved: the weekly question is on' : 'Saved: the weekly question is paused'),
    [api, save],
  );
  const onSaveQuestions = useCallback((questions: string[]) => save(() => api.savePromptQuestions({ questions }), 'Questions saved'), [api, save]);

  const onSendNow = useCallback(async () => {
    let sendsAt: number;
    try {
      ({ sendsAt } = await api.sendPromptNow());
    } catch (caught) {
      throw new Error(weeklyQuestionErrorText(caught));
    }
    const email = data?.schedule?.email ?? 'The storyteller';
    // At night in the storyteller's zone the server holds it until the quiet hours end.
    const zone = data?.schedule?.timeZone;
    toast({
      title:
        zone && sendsAt > Date.now() + 60_000
        ? `${email} will get this week's question on ${formatInZone(sendsAt, zone)}, after the quiet hours.`
        : `Sent: ${email} will get this week's question in a moment.`,
    });
    await mutate();
  }, [api, data, mutate]);

  return (
    <WeeklyQuestionCard
      ref={ref}
      data={data ?? null}
      storyteller={storyteller}
      isLoading={isLoading}
      error={error && !data ? (error as Error).message : null}
      onRetry={() => void mutate()}
      onSaveSchedule={onSaveSchedule}
      onSaveQuestions={onSaveQuestions}
      onSendNow={onSendNow}
      now={now}
      browserTimeZone={browserTimeZone}
    />
  );
});
OpenWeeklyQuestion.displayName = 'OpenWeeklyQuestion';
