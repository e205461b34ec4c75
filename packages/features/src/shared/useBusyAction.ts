import { useCallback, useState } from 'react';
import { toast } from '@kinstory/ui';
import { shownErrorText } from '../api/index.ts';

/**
 * A button's action that the server answers: `busy` while it runs (its buttons are disabled), a
 * toast saying it was done (when `done` is given), or one saying why it failed.
 */
export function useBusyAction() {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (action: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    try {
      await action();
      if (done) toast({ title: done });
    } catch (error) {
      toast({ title: shownErrorText(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
