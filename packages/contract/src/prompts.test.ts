import { describe, expect, it } from 'vitest';
import { inQuietHours, PROMPT_QUIET_HOURS, promptScheduleSchema, promptScheduleUpdateSchema, promptTexts } from './index.ts';

const schedule = { enabled: true, day: 'sunday', time: '10:00', timeZone: 'Europe/London', email: 'rose@example.com' };

describe('the weekly question’s schedule', () => {
  it('keeps the quiet hours overnight, from their start up to their end', () => {
    expect(inQuietHours(PROMPT_QUIET_HOURS.from)).toBe(true);
    expect(inQuietHours('23:59')).toBe(true);
    expect(inQuietHours('00:00')).toBe(true);
    expect(inQuietHours('07:59')).toBe(true);
    expect(inQuietHours(PROMPT_QUIET_HOURS.to)).toBe(false);
    expect(inQuietHours('19:59')).toBe(false);
  });

  it('refuses a time at night, a zone that is not IANA, a bad day and unknown fields, with plain reasons', () => {
    expect(promptScheduleSchema.parse(schedule)).toEqual(schedule);
    const reason = (input: object) => promptScheduleSchema.safeParse({ ...schedule, ...input }).error?.issues[0]?.message;
    expect(reason({ time: '21:30' })).toBe(promptTexts.quietHours);
    expect(reason({ time: '9:30' })).toBe('time must be HH:MM (24-hour)');
    expect(reason({ timeZone: 'Mars/Olympus' })).toMatch(/IANA/);
    expect(reason({ timeZone: 'EST' })).toMatch(/IANA/);
    expect(reason({ day: 'someday' })).toMatch(/day must be one of monday/);
    expect(reason({ email: 'rose' })).toMatch(/e-mail address/);
    expect(promptScheduleSchema.safeParse({ ...schedule, extra: 1 }).success).toBe(false);
  });
});

describe('a change to the schedule (PUT)', () => {
  it('takes a day in any case or as a number (0 or 7 Sunday … 6 Saturday), a time as 9:30, and only what changes', () => {
    expect(promptScheduleUpdateSchema.parse({ enabled: false })).toEqual({ enabled: false });
    expect(promptScheduleUpdateSchema.parse({ day: ' Monday ' }).day).toBe('monday');
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((day) => promptScheduleUpdateSchema.parse({ day }).day)).toEqual([
      'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
    ]);
    expect(promptScheduleUpdateSchema.parse({ time: '9:30' }).time).toBe('09:30');
    for (const bad of [{ day: 8 }, { day: 1.5 }, { day: 'funday' }, { enabled: 'yes' }, { other: 1 }]) {
      expect(promptScheduleUpdateSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
