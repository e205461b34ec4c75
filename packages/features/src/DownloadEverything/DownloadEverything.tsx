import { forwardRef, useState } from 'react';
import { Alert, Button, Progress, Spinner } from '@kinstory/ui';
import { shownErrorText, useApiClient } from '../api/index.ts';
import { saveFile } from '../shared/useStoryExtras.ts';
import { megabytes } from './megabytes.ts';
import { useExportDownload } from './useExportDownload.ts';
import * as css from './DownloadEverything.css.ts';

/**
 * 'Download everything' (the archive as a .zip, as much of it as this member may see; the server
 * decides) with its progress, and 'Download the family tree' (family.ged) beside it.
 */
export const DownloadEverything = forwardRef<HTMLDivElement>(function DownloadEverything(_props, ref) {
  const { download, start } = useExportDownload();
  const tree = useFamilyTreeDownload();
  const downloading = download.state === 'downloading';
  return (
    <div ref={ref} className={css.stack}>
      <div className={css.row}>
        <Button onPress={() => void start()} isPending={downloading}>
          {downloading ? 'Downloading everything…' : 'Download everything'}
        </Button>
        <Button variant="outline" onPress={() => void tree.start()} isPending={tree.busy}>
          {tree.busy ? 'Downloading the family tree…' : 'Download the family tree'}
        </Button>
      </div>
      {download.state === 'downloading' &&
        (download.total ? (
          <Progress
            label="Downloading everything"
            value={download.received}
            maxValue={download.total}
            valueLabel={`${megabytes(download.received)} of ${megabytes(download.total)}`}
          />
        ) : (
          <p role="status" className={css.status}>
            <Spinner decorative size="sm" />
            {`Downloading everything: ${megabytes(download.received)} so far`}
          </p>
        ))}
      {download.state === 'done' && <Alert tone="success">{`Saved: ${download.fileName} (${megabytes(download.size)})`}</Alert>}
      {download.state === 'failed' && <Alert>{download.error}</Alert>}
      {tree.saved && <Alert tone="success">{`Saved: ${tree.saved}`}</Alert>}
      {tree.error && <Alert>{tree.error}</Alert>}
    </div>
  );
});
DownloadEverything.displayName = 'DownloadEverything';

/** GET /api/archive/family.ged, saved as the file the server names. */
function useFamilyTreeDownload() {
  const api = useApiClient();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setBusy(true);
    setSaved(null);
    setError(null);
    try {
      const { fileName, blob } = await api.downloadFamilyTree();
      saveFile(fileName, blob);
      setSaved(fileName);
    } catch (e) {
      setError(shownErrorText(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, saved, error, start };
}
