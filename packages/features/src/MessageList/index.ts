export * from './MessageList.tsx';
export * from './MessageBubble.tsx';
export * from './types.ts';
export * from './frameBatcher.ts';
export * from './useFrameBatchedText.ts';
export * from './useFollowScroll.ts';
export * from './useChatReply.ts';
