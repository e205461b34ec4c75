import { useEffect, useState } from 'react';
import useSWR from 'swr';
import type { BookRequest } from '@kinstory/contract';
import { useApiClient } from '../api/index.ts';

/** `value`, once it has stayed the same for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The book as it would be printed for `book` (POST /api/archive/book/plan). While a changed request
 * is out, the last plan stays shown (`isValidating` says it is being refreshed).
 */
export function useBookPlan(book: BookRequest) {
  const api = useApiClient();
  return useSWR(['bookPlan', JSON.stringify(book)] as const, () => api.getBookPlan(book), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}
