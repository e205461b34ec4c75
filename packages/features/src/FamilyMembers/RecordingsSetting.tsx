import { Switch } from '@kinstory/ui';
import { useApiClient, useArchive, useProfile, useRevalidate } from '../api/index.ts';
import { useBusyAction } from '../shared/useBusyAction.ts';
import * as css from './RecordingsSetting.css.ts';

export const RECORDINGS_KEPT = 'Recordings of spoken messages are kept with the stories.';
export const RECORDINGS_NOT_KEPT = 'Recordings are not kept: only the words are saved.';

/**
 * Whether the archive keeps recordings of spoken messages (issue #17), said plainly to everyone;
 * an admin turns it on or off (PATCH /api/archive/settings).
 */
export function RecordingsSetting() {
  const api = useApiClient();
  const revalidate = useRevalidate();
  const { data: archive } = useArchive();
  const { data: profile } = useProfile();
  const { busy, run } = useBusyAction();
  if (!archive) return null;
  const kept = archive.settings.keepRecordings;
  const change = (keepRecordings: boolean) =>
    void run(async () => {
      await api.updateArchiveSettings({ keepRecordings });
      await revalidate('archive');
    }, keepRecordings ? 'Recordings will be kept' : 'Recordings will not be kept');
  return (
    <div className={css.setting}>
      <p className={css.statement}>{kept ? RECORDINGS_KEPT : RECORDINGS_NOT_KEPT}</p>
      {profile?.persona === 'admin' && (
        <Switch isSelected={kept} isDisabled={busy} onChange={change}>
          Keep recordings of spoken messages
        </Switch>
      )}
    </div>
  );
}
