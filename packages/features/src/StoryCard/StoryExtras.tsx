import { useId, useState } from 'react';
import { Button } from '@kinstory/ui';
import { AudioPlayer } from '../AudioPlayer/index.ts';
import { useBusyAction } from '../shared/useBusyAction.ts';
import type { StoryExtraActions } from '../shared/useStoryExtras.ts';
import * as css from './StoryCard.css.ts';

export const NO_RECORDING = 'No recording: this story was typed.';

export interface StoryExtrasProps {
  title: string;
  /** The first person in the story, named on Listen; 'Narrator' without one. */
  firstPerson?: string;
  /** The story's recordings in order (message row ids): what Listen plays. @default [] */
  recordings?: readonly string[];
  actions?: StoryExtraActions;
}

/**
 * Listen, downloads and follow-up (issue #17). Listen opens a player for the story's recordings
 * here in the card; without recordings, Listen and Download Audio say why they are off. Download
 * Transcript, Download Audio and Follow Up work when the card is given them.
 */
export function StoryExtras({ title, firstPerson, recordings = [], actions = {} }: StoryExtrasProps) {
  const { busy, run } = useBusyAction();
  const [listening, setListening] = useState(false);
  const reasonId = useId();
  const playerId = useId();
  const { onDownloadTranscript, onDownloadAudio, onFollowUp } = actions;
  const hasAudio = recordings.length > 0;
  return (
    <div className={css.extras}>
      <div className={css.buttons}>
        <Button
          size="sm"
          variant="outline"
          isDisabled={!hasAudio}
          aria-describedby={hasAudio ? undefined : reasonId}
          aria-expanded={hasAudio ? listening : undefined}
          aria-controls={listening ? playerId : undefined}
          onPress={() => setListening(!listening)}
        >
          {'Listen (' + (firstPerson || 'Narrator') + ')'}
        </Button>
        <Button
          size="sm"
          variant="outline"
          isDisabled={!hasAudio || !onDownloadAudio || busy}
          aria-describedby={hasAudio ? undefined : reasonId}
          onPress={onDownloadAudio && (() => void run(onDownloadAudio))}
        >
          Download Audio
        </Button>
        <Button size="sm" variant="outline" isDisabled={!onDownloadTranscript || busy} onPress={onDownloadTranscript && (() => void run(onDownloadTranscript))}>
          Download Transcript
        </Button>
        <Button size="sm" variant="outline" isDisabled={!onFollowUp || busy} onPress={onFollowUp && (() => void run(onFollowUp))}>
          Follow Up
        </Button>
      </div>
      {!hasAudio && (
        <p id={reasonId} className={css.muted}>
          {NO_RECORDING}
        </p>
      )}
      {hasAudio && listening && (
        <div id={playerId}>
          <AudioPlayer label={`Recording of ${title}`} recordings={recordings.map((messageId) => ({ messageId }))} />
        </div>
      )}
    </div>
  );
}
