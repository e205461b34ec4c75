export * from './ImportArchive.tsx';
