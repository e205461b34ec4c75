/** A message as the chat shows it (SPEC §3 Message, "as shown in the chat"). */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: string | Date;
}

/** The reply being streamed: its text so far and its progress in percent. */
export interface StreamingReply {
  text: string;
  progress: number;
}
