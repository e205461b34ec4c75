import { useEffect, useRef } from 'react';
import { ApiError } from '@kinstory/features';
import { toast } from '@kinstory/ui';

/** The server's own words when it said something, else the given text. */
export function dashboardErrorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverError ? error.serverError : fallback;
}

/** One 'Error loading dashboard' toast per visit, for the first call that fails (SPEC §8). */
export function useDashboardErrorToast(errors: readonly unknown[], describe: (error: unknown) => string) {
  const shown = useRef(false);
  const first = errors.find(Boolean);
  useEffect(() => {
    if (!first || shown.current) return;
    shown.current = true;
    console.error('Dashboard data failed to load', first);
    toast({ title: 'Error loading dashboard', description: describe(first), variant: 'destructive' });
  }, [first, describe]);
}
