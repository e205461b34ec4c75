/**
 * A server clock for tests (BuildAppOptions.jobs.now): real time shifted to a chosen instant, so it
 * goes on ticking from there and leases and retries still pass as they would.
 */
export function shiftedClock() {
  const clock = {
    offset: 0,
    /** From now on, the clock reads `iso` (and ticks on). */
    set(iso: string) {
      clock.offset = Date.parse(iso) - Date.now();
    },
    now: () => Date.now() + clock.offset,
  };
  return clock;
}
