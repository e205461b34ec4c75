export * from './liveMemories.ts';
export * from './useLiveMemories.ts';
