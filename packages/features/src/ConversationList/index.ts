export * from './ConversationList.tsx';
export * from './MyConversations.tsx';
