import { RELATIVE_TIME_THRESHOLDS_MS } from '@kinstory/contract';
import { count } from './plural.ts';

export const DATE_UNKNOWN = 'Date unknown';

type DateInput = string | number | Date | null | undefined;

/**
 * One formatter per locale and kind: `toLocaleDateString(locale)` builds a new one on every call,
 * which a list of stories pays per card (same texts: the same defaults and options).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: 'date' | 'time', locale: string | undefined): Intl.DateTimeFormat {
  const key = `${kind} ${locale ?? ''}`;
  let found = formatters.get(key);
  if (!found) {
    found = kind === 'date' ? new Intl.DateTimeFormat(locale) : new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
    formatters.set(key, found);
  }
  return found;
}
const localeDate = (date: Date, locale: string | undefined) => formatter('date', locale).format(date);

/** The time of day ('3:05 PM'), as `toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' })`. */
export const formatTime = (date: Date, locale?: string): string => formatter('time', locale).format(date);

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '{date} at {time}', or 'Date unknown' when the value is missing or invalid (SPEC §2, §5). */
export function formatDateTime(value: DateInput, locale?: string): string {
  const date = toDate(value);
  if (!date) return DATE_UNKNOWN;
  const day = localeDate(date, locale);
  const time = formatTime(date, locale);
  return `${day} at ${time}`;
}

/** The date alone ('Captured {date}', 'Asked {date}'), or 'Date unknown'. */
export function formatDate(value: DateInput, locale?: string): string {
  const date = toDate(value);
  return date ? localeDate(date, locale) : DATE_UNKNOWN;
}

/**
 * SPEC §5: under 1 hour 'Just now'; under 24 hours 'N hour(s) ago'; under 7 days 'N day(s) ago';
 * otherwise the locale date. A time in the future counts as 'Just now' (clock skew).
 */
export function relativeTime(value: DateInput, now: Date = new Date(), locale?: string): string {
  const date = toDate(value);
  if (!date) return DATE_UNKNOWN;
  const elapsed = now.getTime() - date.getTime();
  const { hour, day, week } = RELATIVE_TIME_THRESHOLDS_MS;
  if (elapsed < hour) return 'Just now';
  if (elapsed < day) return `${count(Math.floor(elapsed / hour), 'hour')} ago`;
  if (elapsed < week) return `${count(Math.floor(elapsed / day), 'day')} ago`;
  return localeDate(date, locale);
}
