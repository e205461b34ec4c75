import { Alert, Skeleton } from '@kinstory/ui';

/** A block's loading placeholder or error text; nothing once the data is there. */
export function LoadState({ isLoading, error, height = '5rem' }: { isLoading: boolean; error: string | null; height?: string }) {
  return (
    <>
      {error && <Alert>{error}</Alert>}
      {isLoading && <Skeleton shape="block" style={{ height }} />}
    </>
  );
}
