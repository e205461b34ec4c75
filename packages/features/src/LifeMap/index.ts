export * from './LifeMap.tsx';
export * from './OpenLifeMap.tsx';
