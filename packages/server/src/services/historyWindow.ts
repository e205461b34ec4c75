import type { ConversationTurn } from '../providers/llm/types.ts';

/**
 * A conversation's messages as a model is sent them: a voice memory not transcribed yet has no
 * words, and is left out (issue #17), rather than shown as an empty turn.
 */
export function modelTurns(messages: { role: 'user' | 'assistant'; content: string }[]): ConversationTurn[] {
  return messages.filter((m) => m.content !== '').map((m) => ({ role: m.role, content: m.content }));
}

/** A rough token count: about four characters a token in English (good enough for a budget). */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4) + 4;

/**
 * The newest turns of a conversation that fit `budget` tokens, oldest first, as the interviewer is
 * sent them: a long conversation costs the same per turn as a short one. The newest turn (the
 * storyteller's new message) is always kept. What fell out is not lost to the interviewer: the
 * stories it held reach it as their summaries (InterviewContext.earlierStories).
 */
export function historyWindow(history: ConversationTurn[], budget: number): ConversationTurn[] {
  let used = 0;
  let start = history.length;
  while (start > 0) {
    const cost = estimateTokens(history[start - 1]!.content);
    if (start < history.length && used + cost > budget) break;
    used += cost;
    start -= 1;
  }
  return history.slice(start);
}
