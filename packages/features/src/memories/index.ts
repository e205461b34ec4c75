export * from './mergeMemories.ts';
