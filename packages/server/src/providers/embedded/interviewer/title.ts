import type { ConversationTurn } from '../../llm/types.ts';
import { extractMessage } from '../extractor/extract.ts';
import { detectTheme } from '../extractor/theme.ts';
import { escapeRegExp } from '../extractor/tokens.ts';

/** A short title from the conversation's main person, place and theme ("Alfie at Hampstead Heath"). */
export function composeTitle(history: ConversationTurn[]): string {
  const text = history.filter((t) => t.role === 'user').map((t) => t.content).join('\n');
  if (!text.trim()) return 'A new conversation';
  const { memory } = extractMessage(text, [], '');
  const counts = new Map<string, number>();
  for (const p of memory.people) counts.set(p, (text.match(new RegExp(`\\b${escapeRegExp(p)}\\b`, 'gi')) ?? []).length);
  const named = memory.people.filter((p) => !/^(?:my|our)\b/i.test(p));
  const person = [...named].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0))[0];
  const place = memory.places[0];
  const theme = detectTheme(text);
  const Theme = theme[0]!.toUpperCase() + theme.slice(1);
  if (person && place) return `${person} and ${place}`;
  if (person) return `${Theme}: ${person}`;
  if (place) return `${Theme} in ${place}`;
  return `${Theme} memories`;
}
