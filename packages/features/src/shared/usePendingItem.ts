import { useState } from 'react';

/**
 * One item of a list whose action is running (Answer, Start): `pending` is its key while it runs,
 * so that item shows busy and every item's button waits.
 */
export function usePendingItem<T>(keyOf: (item: T) => string, action: (item: T) => Promise<void> | void) {
  const [pending, setPending] = useState<string | null>(null);
  const run = async (item: T) => {
    setPending(keyOf(item));
    try {
      await action(item);
    } finally {
      setPending(null);
    }
  };
  return { pending, run };
}
