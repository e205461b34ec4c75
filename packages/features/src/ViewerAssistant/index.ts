export * from './ViewerAssistant.tsx';
export * from './AssistantPanel.tsx';
export * from './replies.ts';
export * from './useMockAssistant.ts';
