export * from './constants.ts';
export * from './memory.ts';
