import type { Message } from '@kinstory/contract';

/** A message as the chat shows it (SPEC §3 Message, "as shown in the chat"). */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: string | Date;
  /** A reply that stopped before its end (a lost connection, a server restart). @default false */
  interrupted?: boolean;
  /** The message's row id when its recording is kept (GET /api/messages/{id}/audio). */
  recording?: string;
  /** A voice memory whose words are not typed yet. @default false */
  awaitingTranscript?: boolean;
}

/** A stored message (GET …/messages) as the chat shows it. */
export const toChatMessage = (m: Message): ChatMessage => ({
  id: m.message_id,
  role: m.role,
  content: m.content,
  timestamp: m.created_at,
  ...(m.role === 'assistant' && m.complete === false ? { interrupted: true } : {}),
  ...(m.audio && m.id ? { recording: m.id } : {}),
  ...(m.awaiting_transcript ? { awaitingTranscript: true } : {}),
});

/** A message of this visit, shown before (or instead of) its stored row: timed now. */
export const newChatMessage = (id: string, role: ChatMessage['role'], content: string): ChatMessage => ({ id, role, content, timestamp: new Date() });

/** The reply being streamed: its text so far and its progress in percent. */
export interface StreamingReply {
  text: string;
  progress: number;
}
