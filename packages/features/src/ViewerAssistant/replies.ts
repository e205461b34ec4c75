import { MOCK_ASSISTANT_DELAY_MS } from '@kinstory/contract';

/** The mock assistant's canned replies, chosen by keywords (SPEC gives the topics, not the words). */
const replies: [keywords: string[], reply: string][] = [
  [['cooking', 'recipe'], 'Edna has told 3 stories about cooking, including her mother’s Sunday bread. Would you like to read them?'],
  [['invite', 'family'], 'You can invite a family member from the Family tab. They will get a link to add their own memories.'],
  [['stories', 'how many'], 'So far the archive holds 12 stories and 48 memories. Two new stories arrived this week.'],
  [['schedule', 'call'], 'Sunday afternoons work best for Edna. Shall I suggest a call this Sunday at 3 pm?'],
  [['theme'], 'The most common themes are childhood, family and work. Childhood has the most stories.'],
  [['help', 'what can you'], 'I can find stories, schedule calls, invite family and answer questions about the archive.'],
];

export const FALLBACK_REPLY = "I'm here to help! What would you like to know?";

/** The reply to a question: the first topic whose keyword appears in the lower-cased text. */
export function chooseReply(text: string): string {
  const lower = text.toLowerCase();
  return replies.find(([keywords]) => keywords.some((k) => lower.includes(k)))?.[1] ?? FALLBACK_REPLY;
}

/** A random delay of 1000–2000 ms; `random` is Math.random unless a test fixes it. */
export function replyDelay(random: () => number = Math.random): number {
  const { min, max } = MOCK_ASSISTANT_DELAY_MS;
  return min + Math.floor(random() * (max - min + 1));
}
