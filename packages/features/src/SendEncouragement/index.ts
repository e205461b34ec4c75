export * from './SendEncouragement.tsx';
