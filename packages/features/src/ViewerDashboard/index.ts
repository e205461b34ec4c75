export * from './viewerData.ts';
export * from './ViewerHeader.tsx';
export * from './RecentActivity.tsx';
export * from './WeeklyProgress.tsx';
export * from './MemoryBoxProgress.tsx';
export * from './NewStories.tsx';
