// The chat's memories panel, in a chunk of its own (ChatSession.tsx loads it after the first paint).
export { LiveConversationMemoriesPanel } from '@kinstory/features';
