export * from './useChatSession.ts';
