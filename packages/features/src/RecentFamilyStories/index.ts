export * from './RecentFamilyStories.tsx';
