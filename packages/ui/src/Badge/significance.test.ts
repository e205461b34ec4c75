import { describe, expect, it } from 'vitest';
import { significanceTone } from './significance';

describe('significanceTone', () => {
  it.each([
    ['critical', 'critical'],
    ['High', 'high'],
    [' medium ', 'medium'],
    ['low', 'neutral'],
    ['', 'neutral'],
  ])('maps %j to %s', (level, tone) => {
    expect(significanceTone(level)).toBe(tone);
  });
});
