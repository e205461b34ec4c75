export * from './Greeting.tsx';
export * from './ChatGreeting.tsx';
