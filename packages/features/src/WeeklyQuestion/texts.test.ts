import { describe, expect, it } from 'vitest';
import { formatInZone, parseTime, retryWhen, sentWhen, streakText, weeklyQuestionState } from './texts.ts';

const schedule = { enabled: true, day: 'sunday', time: '10:00', timeZone: 'Europe/London', email: 'edna@example.com' } as const;
const send = { id: '4a7c9e21-5b3d-4f68-9a1c-2e8d7f6b5a43', question: 'What was your first job?', email: 'edna@example.com', sentAt: 0, answered: true };

describe('the weekly question card', () => {
  it('is off until saved, and when saved paused before anything went out', () => {
    expect(weeklyQuestionState({ schedule: null, lastSend: null, unsubscribedAt: null })).toBe('off');
    expect(weeklyQuestionState({ schedule: { ...schedule, enabled: false }, lastSend: null, unsubscribedAt: null })).toBe('off');
    expect(weeklyQuestionState({ schedule: { ...schedule, enabled: false }, lastSend: send, unsubscribedAt: null })).toBe('paused');
    expect(weeklyQuestionState({ schedule, lastSend: null, unsubscribedAt: null })).toBe('on');
    expect(weeklyQuestionState({ schedule, lastSend: send, unsubscribedAt: 5 })).toBe('unsubscribed');
  });

  it('reads a typed time as HH:MM, and nothing else', () => {
    expect(parseTime('9:30')).toBe('09:30');
    expect(parseTime(' 09.05 ')).toBe('09:05');
    expect(parseTime('1745')).toBe('17:45');
    expect(parseTime('10:00')).toBe('10:00');
    for (const bad of ['', '24:00', '10:60', '10', 'ten', '10:5', '10:00 pm']) expect(parseTime(bad)).toBeNull();
  });

  it('says when in the storyteller’s zone, with a 24-hour time', () => {
    const at = Date.parse('2026-03-15T10:00:00Z');
    expect(formatInZone(at, 'Europe/London', 'en-GB')).toBe('Sunday 15 March, 10:00');
    expect(formatInZone(at, 'America/New_York', 'en-GB')).toBe('Sunday 15 March, 06:00');
    expect(formatInZone(at, 'Australia/Sydney', 'en-GB')).toBe('Sunday 15 March, 21:00');
    expect(formatInZone(Date.parse('2026-07-05T09:00:00Z'), 'Europe/London', 'en-GB')).toBe('Sunday 5 July, 10:00');
  });

  it('says when the last question went out by calendar day', () => {
    const now = new Date(2026, 2, 10, 12, 0);
    expect(sentWhen(new Date(2026, 2, 10, 8, 0).getTime(), now)).toBe('today');
    expect(sentWhen(new Date(2026, 2, 9, 23, 0).getTime(), now)).toBe('yesterday');
    expect(sentWhen(new Date(2026, 2, 8, 10, 0).getTime(), now)).toBe('2 days ago');
    expect(sentWhen(new Date(2026, 1, 22, 10, 0).getTime(), now, 'en-GB')).toBe('on Sunday 22 February');
  });

  it('says when the next try is', () => {
    const now = new Date(Date.parse('2026-03-10T12:00:00Z'));
    const later = (minutes: number) => now.getTime() + minutes * 60_000;
    expect(retryWhen(later(0), now)).toBe('in a moment');
    expect(retryWhen(later(20), now)).toBe('in 20 minutes');
    expect(retryWhen(later(120), now)).toBe('in 2 hours');
    expect(retryWhen(later(24 * 60), now)).toBe('tomorrow');
    expect(retryWhen(later(3 * 24 * 60), now)).toBe('in 3 days');
  });

  it('counts the streak in plain words', () => {
    expect(streakText(0)).toBeNull();
    expect(streakText(1)).toBe('Answered last week');
    expect(streakText(2)).toBe('Answered 2 weeks in a row');
    expect(streakText(5)).toBe('Answered 5 weeks in a row');
  });
});
