import { forwardRef, useId, useState } from 'react';
import type { ArchiveImportResponse } from '@kinstory/contract';
import { Alert, Button } from '@kinstory/ui';
import { ApiError, useApiClient } from '../api/index.ts';
import * as css from './ImportArchive.css.ts';

export interface ImportArchiveProps {
  /** The import went in: the archive has content now (the app reloads its lists). */
  onImported?: (imported: ArchiveImportResponse['imported']) => void;
}

/** What the server said when it refused the file for a reason the user can act on; else the operation's text. */
const refusal = (error: unknown) =>
  error instanceof ApiError && [400, 409, 413].includes(error.status) && error.serverError ? error.serverError : error instanceof Error ? error.message : String(error);

/** 'Imported 12 stories, 40 memories…': what came in, in plain words. */
export function importSummary({ stories, memories, conversations, messages, followUpItems, recordings }: ArchiveImportResponse['imported']): string {
  const parts: [number, string, string][] = [
    [stories, 'story', 'stories'],
    [memories, 'memory', 'memories'],
    [conversations, 'conversation', 'conversations'],
    [messages, 'message', 'messages'],
    [followUpItems, 'follow-up item', 'follow-up items'],
    [recordings, 'recording', 'recordings'],
  ];
  return `Imported ${parts.map(([n, one, many]) => `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`).join(', ')}.`;
}

/**
 * Import (admins, into an archive with nothing in it yet): choose a Kinstory export (.zip), then
 * 'Import'. A refusal is shown in the server's words (not ours, damaged, too large, not empty).
 */
export const ImportArchive = forwardRef<HTMLFormElement, ImportArchiveProps>(function ImportArchive({ onImported }, ref) {
  const api = useApiClient();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [summary, setSummary] = useState<string | null>(null);
  const submit = async () => {
    if (!file || busy) return;
    setBusy(true);
    setError(null);
    setSummary(null);
    try {
      const { imported } = await api.importArchive(file);
      setSummary(importSummary(imported));
      onImported?.(imported);
    } catch (e) {
      setError(refusal(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      ref={ref}
      className={css.stack}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={inputId} className={css.label}>
        Choose a Kinstory export (.zip)
      </label>
      <input
        id={inputId}
        type="file"
        accept=".zip,application/zip"
        className={css.file}
        disabled={busy}
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          setError(null);
          setSummary(null);
        }}
      />
      {error && <Alert>{error}</Alert>}
      {summary && <Alert tone="success">{summary}</Alert>}
      <div className={css.row}>
        <Button type="submit" isPending={busy} isDisabled={!file}>
          {busy ? 'Importing…' : 'Import'}
        </Button>
      </div>
    </form>
  );
});
ImportArchive.displayName = 'ImportArchive';
