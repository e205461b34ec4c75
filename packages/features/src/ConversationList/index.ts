export * from './ConversationList.tsx';
export * from './ArchiveConversations.tsx';
