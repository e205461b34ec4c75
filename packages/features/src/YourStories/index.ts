export * from './YourStories.tsx';
