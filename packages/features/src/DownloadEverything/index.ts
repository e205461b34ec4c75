export * from './DownloadEverything.tsx';
export * from './DownloadEverythingCard.tsx';
