/** Small text helpers shared by the interviewer. */

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Lower-case letters and digits only: how questions are compared for repeats. */
export function questionKey(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** The interviewer's earlier turns, normalised: a candidate question is a repeat when it occurs in them. */
export function askedQuestions(history: { role: string; content: string }[]): { has(question: string): boolean } {
  const said = history.filter((t) => t.role === 'assistant').map((t) => ` ${questionKey(t.content)} `).join('|');
  return { has: (key: string) => said.includes(` ${key} `) };
}

/** The final question of a reply (abbreviations such as "Mrs." do not end a sentence). */
export function lastQuestion(reply: string): string {
  return reply.split(/(?<!\b(?:Mr|Mrs|Ms|Dr|St|Mt|Fr|Rev|Prof|Sr|Jr))[.!]\s+/).pop() ?? reply;
}

/** Streams text in small word-sized chunks, stopping when aborted. */
export async function* chunked(text: string, signal?: AbortSignal): AsyncIterable<string> {
  for (const piece of text.match(/\S+\s*/g) ?? []) {
    if (signal?.aborted) return;
    yield piece;
    // let the event loop breathe between chunks so a stream can be consumed as it is produced
    await Promise.resolve();
  }
}
