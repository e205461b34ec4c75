export * from './DashboardHeader.tsx';
export * from './avatarLetter.ts';
