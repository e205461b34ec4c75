export * from './ConversationList.tsx';
