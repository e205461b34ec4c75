export * from './Composer.tsx';
export * from './useRecorder.ts';
export * from './useVoiceMessage.ts';
export * from './ChatComposer.tsx';
export * from './voiceInput.ts';
