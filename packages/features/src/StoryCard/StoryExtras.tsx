import { Badge, Button } from '@kinstory/ui';
import { useBusyAction } from '../shared/useBusyAction.ts';
import type { StoryExtraActions } from '../shared/useStoryExtras.ts';
import * as css from './StoryCard.css.ts';

/**
 * Listen, downloads and follow-up (SPEC §4 Story extras). Download Transcript and Follow Up work
 * when the card is given them (issue #17); the recordings are not kept yet, so Listen and
 * Download Audio stay disabled under 'Coming Soon'.
 */
export function StoryExtras({ firstPerson, actions = {} }: { firstPerson?: string; actions?: StoryExtraActions }) {
  const { busy, run } = useBusyAction();
  const { onDownloadTranscript, onFollowUp } = actions;
  return (
    <div className={css.extras}>
      <div className={css.header}>
        <Badge tone="accent">Coming Soon</Badge>
        <Badge>In Development</Badge>
      </div>
      <div className={css.buttons}>
        <Button size="sm" variant="outline" isDisabled>
          {'Listen (' + (firstPerson || 'Narrator') + ')'}
        </Button>
        <Button size="sm" variant="outline" isDisabled>
          Download Audio
        </Button>
        <Button size="sm" variant="outline" isDisabled={!onDownloadTranscript || busy} onPress={onDownloadTranscript && (() => void run(onDownloadTranscript))}>
          Download Transcript
        </Button>
        <Button size="sm" variant="outline" isDisabled={!onFollowUp || busy} onPress={onFollowUp && (() => void run(onFollowUp))}>
          Follow Up
        </Button>
      </div>
    </div>
  );
}
