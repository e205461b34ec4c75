export * from './format/index.ts';
export * from './memories/index.ts';
export * from './streaming/index.ts';
export * from './api/index.ts';
