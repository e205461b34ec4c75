export * as fixtures from './fixtures/index.ts';
export * from './handlers/index.ts';
