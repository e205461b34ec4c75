export * from './AudioPlayer.tsx';
export * from './useAudioPlaylist.ts';
