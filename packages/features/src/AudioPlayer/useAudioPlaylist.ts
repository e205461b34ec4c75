import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useApiClient } from '../api/index.ts';

/** A kept recording: a message's or a perspective's (its URL comes from api.audioUrl), or a URL as is. */
export type AudioRecording = { messageId: string } | { perspectiveId: string } | { src: string };

export const playerStates = ['loading', 'paused', 'playing', 'error'] as const;
export type PlayerState = (typeof playerStates)[number];

export const playbackRates = [0.75, 1, 1.25] as const;
export type PlaybackRate = (typeof playbackRates)[number];

/**
 * Plays `recordings` one after another in one <audio> element: resolves each one's URL when its turn
 * comes, moves on at its end, and keeps the chosen speed across them. After the last it goes back to
 * the first, paused.
 */
export function useAudioPlaylist(recordings: readonly AudioRecording[], audioRef: RefObject<HTMLAudioElement | null>) {
  const api = useApiClient();
  // The list by value: a parent that builds a new array each render must not restart the player.
  const listKey = JSON.stringify(recordings);
  const list = useMemo(() => JSON.parse(listKey) as AudioRecording[], [listKey]);
  const [shownKey, setShownKey] = useState(listKey);
  const [index, setIndex] = useState(0);
  const [src, setSrc] = useState<string | null>(null);
  const [state, setState] = useState<PlayerState>('loading');
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [rate, setRateState] = useState<PlaybackRate>(1);
  // Set when one recording ends and the next should start by itself once it has loaded.
  const continuing = useRef(false);
  // Set while the true length of a recording without one in its header is being found.
  const measuring = useRef(false);

  // A new list starts again at its first recording; a new recording starts loading from nothing.
  const track = `${index}:${listKey}`;
  const [shownTrack, setShownTrack] = useState(track);
  if (shownKey !== listKey) {
    setShownKey(listKey);
    setIndex(0);
  }
  if (shownTrack !== track) {
    setShownTrack(track);
    setState('loading');
    setSrc(null);
    setTime(0);
    setDuration(0);
  }

  useEffect(() => {
    const recording = list[index];
    let live = true;
    if (!recording) return;
    ('src' in recording ? Promise.resolve(recording.src) : api.audioUrl(recording)).then(
      (url) => live && setSrc(url),
      () => live && setState('error'),
    );
    return () => {
      live = false;
    };
  }, [api, index, list]);

  const play = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.play().catch((error: unknown) => {
      // An AbortError only means a newer load or pause came first.
      if (error instanceof DOMException && error.name === 'NotSupportedError') setState('error');
    });
  }, [audioRef]);

  const ready = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.playbackRate = rate;
    setDuration(audio.duration);
    setState('paused');
    if (continuing.current) {
      continuing.current = false;
      play();
    }
  }, [audioRef, play, rate]);

  /** The <audio> element's handlers. */
  const events = {
    onLoadedMetadata: () => {
      const audio = audioRef.current;
      // A browser's own recordings (WebM) carry no length: seeking far past the end makes the
      // element read the whole file and report it, after which it is put back at the start.
      if (audio && audio.duration === Infinity) {
        measuring.current = true;
        audio.currentTime = Number.MAX_SAFE_INTEGER;
        return;
      }
      ready();
    },
    onDurationChange: () => {
      const audio = audioRef.current;
      if (!audio || !measuring.current || !Number.isFinite(audio.duration)) return;
      measuring.current = false;
      audio.currentTime = 0;
      ready();
    },
    onTimeUpdate: () => {
      if (!measuring.current) setTime(audioRef.current?.currentTime ?? 0);
    },
    onPlay: () => setState('playing'),
    onPause: () => setState((current) => (current === 'playing' ? 'paused' : current)),
    onEnded: () => {
      if (index + 1 < list.length) {
        continuing.current = true;
        setIndex(index + 1);
      } else if (index > 0) {
        setIndex(0);
      } else {
        setState('paused');
        setTime(0);
        if (audioRef.current) audioRef.current.currentTime = 0;
      }
    },
    onError: () => setState('error'),
  };

  const toggle = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) play();
    else audio.pause();
  }, [audioRef, play]);

  const seek = useCallback(
    (seconds: number) => {
      const audio = audioRef.current;
      if (!audio) return;
      audio.currentTime = seconds;
      setTime(seconds);
    },
    [audioRef],
  );

  const setRate = useCallback(
    (next: PlaybackRate) => {
      setRateState(next);
      if (audioRef.current) audioRef.current.playbackRate = next;
    },
    [audioRef],
  );

  return { src, state, index, count: list.length, time, duration, rate, toggle, seek, setRate, events };
}

/** 0:07, 1:05, 12:30: minutes and seconds, as a clock shows them. */
export function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
