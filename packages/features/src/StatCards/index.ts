export * from './StatCards.tsx';
