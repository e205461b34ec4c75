import {
  CHAT_STREAM_DONE,
  DEFAULT_CONVERSATION_ID,
  STREAM_PROGRESS,
  chatStreamItemSchema,
  type MemoryPayload,
} from '@kinstory/contract';
import { authorizedFetch, PARSE_ONCE, serverErrorOf, type ApiClientOptions } from '../api/request.ts';
import { progressForTokens } from './progress.ts';
import { ChatRefusedError, STREAM_ERROR } from './errors.ts';
import { parseFrame, readEventStream } from './sse.ts';

export interface ChatStreamRequest {
  text: string;
  /** @default 'default' */
  conversationId?: string;
  /** @default a new UUID */
  messageId?: string;
  /** The message was spoken: its kept recording (POST /api/transcribe's recordingId) goes with it. */
  recordingId?: string;
}

export interface ChatStreamHandlers {
  onToken?: (token: string, textSoFar: string) => void;
  /** The turn's memory, as the extraction kept it (SPEC §7: `{memory}`, after the reply's text). */
  onMemory?: (memory: MemoryPayload) => void;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends a storyteller message to POST /chat and streams the reply (the API client's `streamChat`).
 * Resolves with the whole reply; rejects with the body's error or 'HTTP {status}' on a non-ok
 * response (a ChatRefusedError for a refused one), and 'Stream error' on an `{error}` item. Abort
 * with `signal`.
 */
export async function streamChat(connection: ApiClientOptions, request: ChatStreamRequest, handlers: ChatStreamHandlers = {}): Promise<string> {
  const { signal, onToken, onMemory, onProgress } = handlers;
  onProgress?.(0);
  const response = await authorizedFetch(connection, '/chat', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify({
      text: request.text,
      conversationId: request.conversationId ?? DEFAULT_CONVERSATION_ID,
      messageId: request.messageId ?? crypto.randomUUID(),
      ...(request.recordingId ? { recordingId: request.recordingId } : {}),
    }),
    signal,
  });
  if (!response.ok || !response.body) {
    const said = await serverErrorOf(response);
    if (said && (response.status === 413 || response.status === 429)) throw new ChatRefusedError(response.status, said);
    throw new Error(said ?? `HTTP ${response.status}`);
  }
  onProgress?.(STREAM_PROGRESS.open);

  let text = '';
  let tokens = 0;
  let done = false;
  for await (const frame of readEventStream(response.body)) {
    if (frame.data === CHAT_STREAM_DONE) {
      done = true;
      break;
    }
    const parsed = chatStreamItemSchema.safeParse(parseFrame(frame.data), PARSE_ONCE);
    if (!parsed.success) continue;
    const item = parsed.data;
    if ('error' in item) throw new Error(STREAM_ERROR);
    if ('memory' in item) {
      onMemory?.(item.memory);
      continue;
    }
    text += item.text;
    tokens += 1;
    onToken?.(item.text, text);
    onProgress?.(progressForTokens(tokens));
  }
  // A stream that ends without [DONE] was cut off: the reply is incomplete.
  if (!done) throw new Error(STREAM_ERROR);
  onProgress?.(STREAM_PROGRESS.done);
  return text;
}
