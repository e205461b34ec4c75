import { describe, expect, it } from 'vitest';
import { calibratedSlowdown, median } from './cpuSlowdown.ts';

describe('calibratedSlowdown', () => {
  it("gives the slowdowns of Lighthouse's calculator at its anchor points", () => {
    expect(calibratedSlowdown(2000)).toBeCloseTo(6, 1);
    expect(calibratedSlowdown(1533)).toBeCloseTo(4, 2);
    expect(calibratedSlowdown(1300)).toBe(3);
    expect(calibratedSlowdown(800)).toBe(2);
    expect(calibratedSlowdown(150)).toBe(1);
  });

  it('slows a faster host more, with no jump between the ranges', () => {
    const indices = Array.from({ length: 200 }, (_, i) => 150 + i * 10);
    const slowdowns = indices.map(calibratedSlowdown);
    for (let i = 1; i < slowdowns.length; i++) {
      expect(slowdowns[i]).toBeGreaterThan(slowdowns[i - 1]!);
      expect(slowdowns[i]! - slowdowns[i - 1]!).toBeLessThan(0.05);
    }
  });

  it('refuses a host too slow to emulate the phone', () => {
    expect(() => calibratedSlowdown(120)).toThrow('too slow');
  });
});

describe('median', () => {
  it('is the middle measurement, whatever their order, so one outlying host measurement does not move it', () => {
    expect(median([1600, 820, 790])).toBe(820);
    expect(median([800, 1000, 900, 5000])).toBe(950);
    expect(median([1200])).toBe(1200);
  });

  it('refuses no measurements', () => {
    expect(() => median([])).toThrow();
  });
});
