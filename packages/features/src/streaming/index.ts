export * from './chatStream.ts';
export * from './memoryEvents.ts';
export { progressForTokens } from './progress.ts';
