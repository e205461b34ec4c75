import { describe, expect, it } from 'vitest';
import { formatClock } from './useAudioPlaylist.ts';

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [7.9, '0:07'],
    [65, '1:05'],
    [750, '12:30'],
    [Infinity, '0:00'],
    [Number.NaN, '0:00'],
    [-3, '0:00'],
  ])('%s s reads %s', (seconds, shown) => {
    expect(formatClock(seconds)).toBe(shown);
  });
});
