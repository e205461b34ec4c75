import { extractMessage } from './extract.ts';
import type { ConversationTurn } from '../../llm/types.ts';

/** Test helper: extraction of one message, optionally after earlier storyteller turns. */
export function run(message: string, earlier: string[] = []) {
  const history: ConversationTurn[] = earlier.flatMap((content) => [
    { role: 'user' as const, content },
    { role: 'assistant' as const, content: 'What happened next?' },
  ]);
  return extractMessage(message, history, '');
}

export function rel(from: string, to: string, relation: string) {
  return { from, to, relation };
}
