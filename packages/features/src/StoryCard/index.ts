export * from './StoryCard.tsx';
export * from './types.ts';
export * from './StoryCorrections.tsx';
