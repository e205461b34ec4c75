export * from './StoryCard.tsx';
export * from './types.ts';
