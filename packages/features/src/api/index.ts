export * from './ApiError.ts';
export * from './ApiProvider.tsx';
export * from './client.ts';
export * from './hooks.ts';
export * from './family.ts';
export * from './corrections.ts';
export * from './encouragements.ts';
