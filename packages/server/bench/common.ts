/*
 * What the benches and their server children share that loads nothing else (a child's memory per
 * connection is measured, so it imports no database client for these).
 */

/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes: send stamps. */
export const wallNow = () => performance.timeOrigin + performance.now();

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** bench:stream's interviewer: how many tokens it emits, how far apart (the load generator and its server child both read them). */
export const tokenSettings = { TOKENS: 500, TOKEN_INTERVAL_MS: 5 };

/** A bench's numeric settings: each BENCH_<NAME> from the environment, else its default here. */
export function benchSettings<K extends string>(defaults: Record<K, number>): Record<K, number> {
  const entries = Object.entries<number>(defaults).map(([name, fallback]) => [name, Number(process.env[`BENCH_${name}`] ?? fallback)]);
  return Object.fromEntries(entries) as Record<K, number>;
}
