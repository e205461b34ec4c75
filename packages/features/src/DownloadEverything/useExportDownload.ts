import { useCallback, useRef, useState } from 'react';
import { shownErrorText, useApiClient } from '../api/index.ts';
import { saveFile } from '../shared/useStoryExtras.ts';

export type ExportDownload =
  | { state: 'idle' }
  | { state: 'downloading'; received: number; total: number | null }
  | { state: 'done'; fileName: string; size: number }
  | { state: 'failed'; error: string };

/** How often the progress is shown again: a large export arrives in thousands of chunks. */
const PROGRESS_EVERY_MS = 100;

/** GET /api/archive/export with its progress, then saved as the file the server names. */
export function useExportDownload() {
  const api = useApiClient();
  const [download, setDownload] = useState<ExportDownload>({ state: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const start = useCallback(async () => {
    setDownload({ state: 'downloading', received: 0, total: null });
    let latest = { received: 0, total: null as number | null };
    const stopShowing = () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    };
    try {
      const { fileName, blob } = await api.downloadExport((received, total) => {
        latest = { received, total };
        timer.current ??= setTimeout(() => {
          timer.current = null;
          setDownload({ state: 'downloading', ...latest });
        }, PROGRESS_EVERY_MS);
      });
      stopShowing();
      saveFile(fileName, blob);
      setDownload({ state: 'done', fileName, size: blob.size });
    } catch (error) {
      stopShowing();
      setDownload({ state: 'failed', error: shownErrorText(error) });
    }
  }, [api]);
  return { download, start };
}
