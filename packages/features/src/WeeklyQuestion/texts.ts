import { type PromptScheduleResponse, type Weekday } from '@kinstory/contract';
import type { PromptQuestion } from '@kinstory/contract';

/** What the card shows: a form to set it up, or the schedule as it stands. */
export type WeeklyQuestionState = 'off' | 'on' | 'paused' | 'unsubscribed';

/** Off until saved, or saved paused before any question went out; the storyteller's stop wins over on and paused. */
export function weeklyQuestionState(data: Pick<PromptScheduleResponse, 'schedule' | 'lastSend' | 'unsubscribedAt'>): WeeklyQuestionState {
  if (!data.schedule || (!data.schedule.enabled && !data.lastSend)) return 'off';
  if (data.unsubscribedAt !== null) return 'unsubscribed';
  return data.schedule.enabled ? 'on' : 'paused';
}

export const weekdayLabel = (day: Weekday) => day.charAt(0).toUpperCase() + day.slice(1);


/**
 * "9:30", "09.30" or "930" as "09:30"; null when it is not a time of day. Typed rather than picked:
 * a plain field reads the same in every browser and screen reader.
 */
export function parseTime(text: string): string | null {
  const match = /^\s*(\d{1,2})\s*[:.h]?\s*(\d{2})\s*$/.exec(text);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** "Sunday 15 March, 10:00": the day in the locale's words, the time as the form writes it (24-hour), both in `timeZone`. */
export function formatInZone(at: number, timeZone: string, locale?: string): string {
  const date = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long' }).format(at);
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${date}, ${part('hour')}:${part('minute')}`;
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const DAY_MS = 24 * 3_600_000;
const startOfDay = (at: number) => {
  const d = new Date(at);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
};

/** When something went out, by calendar day here: "today", "yesterday", "3 days ago", else "on Sunday 8 March". */
export function sentWhen(at: number, now: Date, locale?: string): string {
  const days = Math.round((startOfDay(now.getTime()) - startOfDay(at)) / DAY_MS);
  if (days >= 0 && days < 7) return relative.format(-days, 'day');
  return `on ${new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' }).format(at)}`;
}

/** When the next try is: "in a moment", "in 20 minutes", "in 2 hours", "tomorrow", "in 3 days". */
export function retryWhen(at: number, now: Date): string {
  const minutes = Math.round((at - now.getTime()) / 60_000);
  if (minutes <= 1) return 'in a moment';
  if (minutes < 60) return relative.format(minutes, 'minute');
  if (minutes < 24 * 60) return relative.format(Math.round(minutes / 60), 'hour');
  return relative.format(Math.round(minutes / (24 * 60)), 'day');
}

/** n ≥ 2: "Answered 5 weeks in a row"; 1: "Answered last week"; 0: nothing. */
export function streakText(streak: number): string | null {
  if (streak >= 2) return `Answered ${streak} weeks in a row`;
  return streak === 1 ? 'Answered last week' : null;
}

/** Where a question comes from, in plain words. */
export const sourceLabels: Record<PromptQuestion['source'], string> = {
  family: 'Written by the family',
  followUp: 'From a follow-up item',
  lifeMap: 'From the Life map: a part of the life with few stories',
  builtIn: 'From our list of questions',
};

/** The sentence under the title. */
export const cardDescription = (storyteller: string | null) =>
  `Once a week, ${storyteller ?? 'your storyteller'} gets one question by e-mail, and answers it by talking here. No password needed.`;
