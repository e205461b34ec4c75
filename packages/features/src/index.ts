export * from './format/index.ts';
export * from './memories/index.ts';
export * from './streaming/index.ts';
