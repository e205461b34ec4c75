import { forwardRef, useId, useRef } from 'react';
import { Button } from '@kinstory/ui';
import { formatClock, playbackRates, useAudioPlaylist, type AudioRecording } from './useAudioPlaylist.ts';
import * as css from './AudioPlayer.css.ts';

export const PLAYER_LOADING = 'Loading the recording…';
export const PLAYER_FAILED = 'This recording could not be played. Please try again later.';

const SEEK_STEP_SECONDS = 5;
const seekKeys: Record<string, (time: number, duration: number) => number> = {
  ArrowRight: (time) => time + SEEK_STEP_SECONDS,
  ArrowUp: (time) => time + SEEK_STEP_SECONDS,
  ArrowLeft: (time) => time - SEEK_STEP_SECONDS,
  ArrowDown: (time) => time - SEEK_STEP_SECONDS,
  Home: () => 0,
  End: (_time, duration) => duration,
};

export interface AudioPlayerProps {
  /** The recordings, played in this order. */
  recordings: readonly AudioRecording[];
  /** The player's accessible name, e.g. 'Recording of Marrying Harold'. */
  label: string;
  /**
   * 'compact': the Play button and the position only (a message bubble); 'full' adds the speed.
   * @default 'full'
   */
  size?: 'full' | 'compact';
}

/**
 * An accessible player for kept recordings: Play/Pause, the position as a slider (arrow keys seek),
 * 'Recording 1 of 3' when there are several, and the speed 0.75× / 1× / 1.25×. Its state is on the
 * root as data-state (loading, paused, playing, error), data-recording and data-rate.
 */
export const AudioPlayer = forwardRef<HTMLDivElement, AudioPlayerProps>(function AudioPlayer({ recordings, label, size = 'full' }, ref) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const player = useAudioPlaylist(recordings, audioRef);
  const positionId = useId();
  const { state, time, duration } = player;
  const known = Number.isFinite(duration) && duration > 0;
  const clock = `${formatClock(time)} / ${formatClock(known ? duration : 0)}`;
  return (
    <div
      ref={ref}
      role="group"
      aria-label={label}
      className={css.player({ size })}
      data-state={state}
      data-recording={player.index + 1}
      data-rate={player.rate}
    >
      <audio ref={audioRef} src={player.src ?? undefined} preload="metadata" {...player.events} />
      {state === 'error' ? (
        <p className={css.message} role="alert">
          {PLAYER_FAILED}
        </p>
      ) : (
        <>
          <div className={css.row}>
            <Button variant={state === 'playing' ? 'secondary' : 'default'} isDisabled={state === 'loading'} onPress={player.toggle}>
              {state === 'playing' ? 'Pause' : 'Play'}
            </Button>
            {player.count > 1 && <span className={css.muted}>{`Recording ${player.index + 1} of ${player.count}`}</span>}
            {state === 'loading' && (
              <span className={css.muted} role="status">
                {PLAYER_LOADING}
              </span>
            )}
          </div>
          <div className={css.position}>
            <label htmlFor={positionId} className={css.muted}>
              Position
            </label>
            <input
              id={positionId}
              type="range"
              className={css.slider}
              min={0}
              max={known ? duration : 0}
              step={1}
              value={Math.min(time, known ? duration : 0)}
              aria-valuetext={`${formatClock(time)} of ${formatClock(known ? duration : 0)}`}
              disabled={!known}
              onChange={(event) => player.seek(Number(event.target.value))}
              onKeyDown={(event) => {
                // Arrows move five seconds, not the native single step; handled here so they do the same everywhere.
                const to = seekKeys[event.key]?.(time, duration);
                if (to === undefined) return;
                event.preventDefault();
                player.seek(Math.max(0, Math.min(duration, to)));
              }}
            />
            <span className={css.clock} aria-hidden="true">
              {clock}
            </span>
          </div>
          {size === 'full' && (
            <div role="group" aria-label="Speed" className={css.row}>
              <span className={css.muted} aria-hidden="true">
                Speed
              </span>
              {playbackRates.map((rate) => (
                <Button key={rate} variant={player.rate === rate ? 'default' : 'outline'} aria-pressed={player.rate === rate} className={css.speed} onPress={() => player.setRate(rate)}>
                  {`${rate}×`}
                </Button>
              ))}
            </div>
          )}
        </>
      )}
    </div>
  );
});
AudioPlayer.displayName = 'AudioPlayer';
