export * from './VoiceMemories.tsx';
