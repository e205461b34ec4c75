import { describe, expect, it } from 'vitest';
import { count, formatDate, formatDateTime, relativeTime } from './index.ts';

describe('count', () => {
  it.each([
    [1, 'message', '1 message'],
    [2, 'message', '2 messages'],
    [0, 'message', '0 messages'],
    [1, 'memory', '1 memory'],
    [3, 'memory', '3 memories'],
    [1, 'story', '1 Story'],
    [4, 'story', '4 Stories'],
    [1, 'item', '1 Item'],
    [2, 'item', '2 Items'],
    [1, 'person', '1 person'],
    [5, 'person', '5 people'],
    [1, 'conversation', '1 conversation'],
    [2, 'conversation', '2 conversations'],
  ] as const)('%i %s → %s', (n, noun, text) => {
    expect(count(n, noun)).toBe(text);
  });
});

describe('formatDateTime', () => {
  it("reads '{date} at {time}'", () => {
    const when = new Date(2024, 4, 17, 14, 5);
    expect(formatDateTime(when.toISOString(), 'en-US')).toBe('5/17/2024 at 2:05 PM');
  });
  it.each([undefined, null, '', 'not a date', Number.NaN])("shows 'Date unknown' for %s", (value) => {
    expect(formatDateTime(value)).toBe('Date unknown');
    expect(formatDate(value)).toBe('Date unknown');
  });
});

describe('relativeTime', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const minute = 60_000;
  const hour = 60 * minute;
  const day = 24 * hour;

  it("under an hour is 'Just now'", () => {
    expect(relativeTime(ago(0), now)).toBe('Just now');
    expect(relativeTime(ago(59 * minute), now)).toBe('Just now');
  });
  it('in the future (clock skew) is Just now', () => {
    expect(relativeTime(ago(-5 * minute), now)).toBe('Just now');
  });
  it('counts hours under a day, singular and plural', () => {
    expect(relativeTime(ago(hour), now)).toBe('1 hour ago');
    expect(relativeTime(ago(23 * hour + 59 * minute), now)).toBe('23 hours ago');
  });
  it('counts days under a week', () => {
    expect(relativeTime(ago(day), now)).toBe('1 day ago');
    expect(relativeTime(ago(6 * day), now)).toBe('6 days ago');
  });
  it('shows the locale date from 7 days on', () => {
    expect(relativeTime(ago(7 * day), now, 'en-US')).toBe(new Date(ago(7 * day)).toLocaleDateString('en-US'));
  });
  it('shows Date unknown for a missing date', () => {
    expect(relativeTime(undefined, now)).toBe('Date unknown');
  });
});
