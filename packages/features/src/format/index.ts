export * from './dates.ts';
export * from './plural.ts';
