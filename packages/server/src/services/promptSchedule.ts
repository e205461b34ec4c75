import { DateTime } from 'luxon';
import { inQuietHours, minutesOfDay, PROMPT_QUIET_HOURS, type PromptSchedule, weekdays } from '@kinstory/contract';

/** What the arithmetic reads of a schedule. */
export type ScheduleTime = Pick<PromptSchedule, 'day' | 'time' | 'timeZone'>;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The zone's offset from UTC at an instant, in minutes. */
const offsetAt = (instant: number, timeZone: string) => DateTime.fromMillis(instant, { zone: timeZone }).offset;

/**
 * The instant a wall-clock time of a date has in a zone. A time that happens twice (the hour the
 * clocks go back) is its first occurrence; one that never happens (the hour they go forward) moves on
 * to the first minute that does, the moment the clocks jumped.
 */
export function localInstant(date: { year: number; month: number; day: number }, minutes: number, timeZone: string): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day, 0, minutes);
  // Every offset the zone has around that day (a change of offset is at most one a day).
  const offsets = [...new Set([offsetAt(wall - 2 * DAY, timeZone), offsetAt(wall, timeZone), offsetAt(wall + 2 * DAY, timeZone)])];
  const occurrences = offsets.map((o) => wall - o * MINUTE).filter((instant) => offsetAt(instant, timeZone) === (wall - instant) / MINUTE);
  if (occurrences.length > 0) return Math.min(...occurrences);
  // In the gap: read with the offset after the jump the time lands past it, with the one before,
  // short of it; the jump lies between, found to the minute.
  let before = wall - Math.max(...offsets) * MINUTE;
  let after = wall - Math.min(...offsets) * MINUTE;
  const jumped = offsetAt(after, timeZone);
  while (after - before > MINUTE) {
    const mid = before + Math.floor((after - before) / 2 / MINUTE) * MINUTE;
    if (offsetAt(mid, timeZone) === jumped) after = mid;
    else before = mid;
  }
  return after;
}

/** The next instant at or after `now` that is the schedule's weekday and time in its zone. */
export function nextSendAt(schedule: ScheduleTime, now: number): number {
  const weekday = weekdays.indexOf(schedule.day) + 1;
  const minutes = minutesOfDay(schedule.time);
  const today = DateTime.fromMillis(now, { zone: schedule.timeZone }).startOf('day');
  // Day 7 is the same weekday a week on, when this week's time has just passed.
  for (let d = 0; d <= 7; d += 1) {
    const date = today.plus({ days: d });
    if (date.weekday !== weekday) continue;
    const at = localInstant(date, minutes, schedule.timeZone);
    if (at >= now) return at;
  }
  throw new Error(`no ${schedule.day} ${schedule.time} in ${schedule.timeZone} within eight days`);
}

/** The ISO week of an instant in a zone, e.g. "2026-W48": the weekly question goes out once in each. */
export function weekKey(instant: number, timeZone: string): string {
  return DateTime.fromMillis(instant, { zone: timeZone }).toFormat("kkkk-'W'WW");
}

/** The first instant of an ISO week ("2026-W48") in a zone: its Monday, midnight (or the first minute after). */
export function weekStart(week: string, timeZone: string): number {
  const monday = DateTime.fromISO(`${week}-1`, { zone: timeZone });
  if (!monday.isValid) throw new Error(`not an ISO week: ${week}`);
  return localInstant(monday, 0, timeZone);
}

/** `instant`, or when it falls in the quiet hours of the zone, the end of them (PROMPT_QUIET_HOURS.to). */
export function outsideQuietHours(instant: number, timeZone: string): number {
  const local = DateTime.fromMillis(instant, { zone: timeZone });
  if (!inQuietHours(local.toFormat('HH:mm'))) return instant;
  const end = minutesOfDay(PROMPT_QUIET_HOURS.to);
  // Before midnight the quiet hours end tomorrow; after it, today.
  const day = local.hour * 60 + local.minute < end ? local : local.plus({ days: 1 });
  return localInstant(day, end, timeZone);
}
