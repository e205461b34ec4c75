export * from './ApiError.ts';
export * from './client.ts';
