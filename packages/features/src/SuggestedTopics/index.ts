export * from './SuggestedTopics.tsx';
