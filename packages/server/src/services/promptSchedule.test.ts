import { describe, expect, it } from 'vitest';
import { nextSendAt, outsideQuietHours, weekKey, weekStart } from './promptSchedule.ts';

const at = (iso: string) => Date.parse(iso);
const next = (day: Parameters<typeof nextSendAt>[0]['day'], time: string, timeZone: string, now: string) => new Date(nextSendAt({ day, time, timeZone }, at(now))).toISOString();

/** The weekly question's clock (issue #20): fixed instants, the storyteller's zone, both changes of the clocks. */
describe('nextSendAt', () => {
  it('Europe/London: the same 10:00 each Sunday across the spring change (GMT, then BST)', () => {
    expect(next('sunday', '10:00', 'Europe/London', '2026-03-22T10:00:01Z')).toBe('2026-03-29T09:00:00.000Z');
    expect(next('sunday', '10:00', 'Europe/London', '2026-03-21T12:00:00Z')).toBe('2026-03-22T10:00:00.000Z');
  });

  it('Europe/London: a time the spring change skips moves on to the first minute after the jump', () => {
    // 29 March 2026: 01:00 GMT becomes 02:00 BST; 01:30 never happens.
    expect(next('sunday', '01:30', 'Europe/London', '2026-03-28T12:00:00Z')).toBe('2026-03-29T01:00:00.000Z');
  });

  it('Europe/London: a time the autumn change repeats is its first occurrence, and only that one', () => {
    // 25 October 2026: 02:00 BST becomes 01:00 GMT; 01:30 happens at 00:30Z and again at 01:30Z.
    expect(next('sunday', '01:30', 'Europe/London', '2026-10-24T12:00:00Z')).toBe('2026-10-25T00:30:00.000Z');
    expect(next('sunday', '01:30', 'Europe/London', '2026-10-25T00:30:01Z')).toBe('2026-11-01T01:30:00.000Z');
    expect(next('sunday', '10:00', 'Europe/London', '2026-10-18T09:00:01Z')).toBe('2026-10-25T10:00:00.000Z');
  });

  it('America/New_York: across both changes (EST, EDT, EST)', () => {
    expect(next('wednesday', '09:00', 'America/New_York', '2026-03-04T14:00:05Z')).toBe('2026-03-11T13:00:00.000Z');
    // 8 March 2026: 02:00 EST becomes 03:00 EDT.
    expect(next('sunday', '02:30', 'America/New_York', '2026-03-07T12:00:00Z')).toBe('2026-03-08T07:00:00.000Z');
    // 1 November 2026: 02:00 EDT becomes 01:00 EST; the first 01:30 is EDT's.
    expect(next('sunday', '01:30', 'America/New_York', '2026-10-31T12:00:00Z')).toBe('2026-11-01T05:30:00.000Z');
    expect(next('wednesday', '09:00', 'America/New_York', '2026-10-28T13:00:05Z')).toBe('2026-11-04T14:00:00.000Z');
  });

  it('Australia/Sydney: the southern changes, in April and October', () => {
    // 5 April 2026: 03:00 AEDT becomes 02:00 AEST.
    expect(next('sunday', '10:00', 'Australia/Sydney', '2026-03-28T23:00:01Z')).toBe('2026-04-05T00:00:00.000Z');
    // 4 October 2026: 02:00 AEST becomes 03:00 AEDT.
    expect(next('sunday', '02:30', 'Australia/Sydney', '2026-10-01T00:00:00Z')).toBe('2026-10-03T16:00:00.000Z');
    expect(next('sunday', '10:00', 'Australia/Sydney', '2026-09-27T00:00:01Z')).toBe('2026-10-03T23:00:00.000Z');
  });

  it('Asia/Kolkata: half an hour off UTC, no changes', () => {
    expect(next('monday', '09:15', 'Asia/Kolkata', '2026-11-29T20:00:00Z')).toBe('2026-11-30T03:45:00.000Z');
    // Already Monday there (01:30) while it is Sunday in UTC.
    expect(next('sunday', '10:00', 'Asia/Kolkata', '2026-11-29T20:00:00Z')).toBe('2026-12-06T04:30:00.000Z');
  });

  it('UTC: at the time itself is now; a schedule saved seconds after this week’s time goes out next week', () => {
    expect(next('sunday', '10:00', 'UTC', '2026-11-29T10:00:00Z')).toBe('2026-11-29T10:00:00.000Z');
    expect(next('sunday', '10:00', 'UTC', '2026-11-29T10:00:05Z')).toBe('2026-12-06T10:00:00.000Z');
    expect(next('saturday', '19:59', 'UTC', '2026-11-26T08:00:00Z')).toBe('2026-11-28T19:59:00.000Z');
  });
});

describe('weekKey and weekStart', () => {
  it('Sunday evening is the old week, Monday the new one, each in its own zone', () => {
    expect(weekKey(at('2026-11-29T19:00:00Z'), 'UTC')).toBe('2026-W48');
    expect(weekKey(at('2026-11-30T00:00:00Z'), 'UTC')).toBe('2026-W49');
    // 23:30 UTC on Sunday is already Monday in Berlin, still Sunday in New York.
    expect(weekKey(at('2026-11-29T23:30:00Z'), 'Europe/Berlin')).toBe('2026-W49');
    expect(weekKey(at('2026-11-29T23:30:00Z'), 'America/New_York')).toBe('2026-W48');
    expect(weekKey(at('2026-11-29T20:00:00Z'), 'Asia/Kolkata')).toBe('2026-W49');
  });

  it('the ISO week-year: 1 January 2027 is in week 53 of 2026', () => {
    expect(weekKey(at('2027-01-01T12:00:00Z'), 'UTC')).toBe('2026-W53');
    expect(weekKey(at('2027-01-04T12:00:00Z'), 'UTC')).toBe('2027-W01');
  });

  it('a week starts on its Monday at midnight in the zone', () => {
    expect(new Date(weekStart('2026-W48', 'Europe/London')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(new Date(weekStart('2026-W14', 'Europe/London')).toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(new Date(weekStart('2026-W49', 'Asia/Kolkata')).toISOString()).toBe('2026-11-29T18:30:00.000Z');
    expect(weekKey(weekStart('2026-W49', 'Australia/Sydney'), 'Australia/Sydney')).toBe('2026-W49');
  });
});

describe('outsideQuietHours', () => {
  it('a time in the day stays; one in the evening waits for the next morning; one after midnight for that morning', () => {
    const london = (iso: string) => new Date(outsideQuietHours(at(iso), 'Europe/London')).toISOString();
    expect(london('2026-11-29T12:00:00Z')).toBe('2026-11-29T12:00:00.000Z');
    expect(london('2026-11-29T21:00:00Z')).toBe('2026-11-30T08:00:00.000Z');
    expect(london('2026-11-30T03:00:00Z')).toBe('2026-11-30T08:00:00.000Z');
    expect(london('2026-11-29T20:00:00Z')).toBe('2026-11-30T08:00:00.000Z');
    expect(london('2026-11-30T08:00:00Z')).toBe('2026-11-30T08:00:00.000Z');
    // 22:00 in Kolkata is 16:30 UTC; the morning there is 02:30 UTC.
    expect(new Date(outsideQuietHours(at('2026-11-29T16:30:00Z'), 'Asia/Kolkata')).toISOString()).toBe('2026-11-30T02:30:00.000Z');
  });
});
