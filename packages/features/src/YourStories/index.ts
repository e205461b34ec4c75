export * from './YourStories.tsx';
export * from './MyStories.tsx';
