// The streams themselves are the API client's methods (streamChat, subscribeMemoryEvents): only
// their types, errors and progress are shared from here.
export { type ChatStreamHandlers, type ChatStreamRequest } from './chatStream.ts';
export { ChatRefusedError, STREAM_ERROR } from './errors.ts';
export { retryDelay, type MemoryEventHandlers } from './memoryEvents.ts';
export { progressForTokens } from './progress.ts';
