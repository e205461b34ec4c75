export * from './Composer.tsx';
export * from './useRecorder.ts';
