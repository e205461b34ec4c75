export * from './Perspectives.tsx';
export * from './StoryPerspectives.tsx';
export * from './useSharePerspective.ts';
