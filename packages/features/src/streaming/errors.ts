// Apart from the stream itself (chatStream.ts), which parses with the contract's zod schemas: the
// chat page shows these errors before any message is sent, without loading those schemas first.

export const STREAM_ERROR = 'Stream error';

/**
 * The server refused the message for a limit (429: too many at once; 413: the conversation is
 * full); its message is the server's own text, written for the storyteller. Other failures keep
 * SPEC's send-failed text.
 */
export class ChatRefusedError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ChatRefusedError';
  }
}
