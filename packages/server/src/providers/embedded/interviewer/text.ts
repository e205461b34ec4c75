/** Small text helpers shared by the interviewer. */

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Lower-case letters and digits only: how questions are compared for repeats. */
export function questionKey(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** Every question the interviewer has already asked in the conversation. */
export function askedQuestions(history: { role: string; content: string }[]): Set<string> {
  const asked = new Set<string>();
  for (const turn of history) {
    if (turn.role !== 'assistant') continue;
    for (const m of turn.content.match(/[^.!?]*\?/g) ?? []) asked.add(questionKey(m));
  }
  return asked;
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
