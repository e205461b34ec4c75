export * from './FollowUpItems.tsx';
export * from './OpenFollowUpItems.tsx';
