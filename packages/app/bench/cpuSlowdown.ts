/**
 * The CPU slowdown that makes a host of this benchmark index Lighthouse's mid-tier phone: the piecewise-linear
 * map of Lighthouse's CPU slowdown calculator (docs/throttling.md, "Calibrating the CPU slowdown"): 1533 → 4×,
 * 1300 → 3×, 800 → 2×, 150 → 1×. A host slower than that cannot emulate the phone.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  throw new Error(`This host (benchmark index ${Math.round(benchmarkIndex)}) is too slow to emulate Lighthouse's mid-tier phone`);
}

/** The middle value (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
