export * from './MemoriesPanel.tsx';
export * from './ConversationMemoriesPanel.tsx';
export * from './types.ts';
