/**
 * The storyteller's own words as the book prints them: the messages a story came from, lightly
 * cleaned of chat filler and otherwise exactly as said.
 */

/** A storyteller message of a conversation. */
export interface SpokenMessage {
  id: number;
  conversationId: string;
  content: string;
}

/**
 * A story's source messages: the storyteller's messages of its conversation after the previous
 * story's source message, up to its own (the rule archiveContent.withExtras gives its recordings).
 * `boundaries` are the source message ids of every story of the conversation.
 */
export function sourceMessagesOf(story: { conversationId: string | null; sourceMessageId: number | null }, boundaries: number[], messages: SpokenMessage[]): SpokenMessage[] {
  const own = story.sourceMessageId;
  if (own === null || story.conversationId === null) return [];
  const previous = Math.max(0, ...boundaries.filter((b) => b < own));
  return messages.filter((m) => m.conversationId === story.conversationId && m.id > previous && m.id <= own && m.content.trim() !== '');
}

const sentenceStart = String.raw`(^|[.!?…]["”’)]?\s+)`;
/** um, umm, uh, uhh, uhm, erm, hmm: never the start of a longer word ("umbrella", "uh-huh"). */
const filler = String.raw`(?:u+h*m+|u+h+|e+r+m+|h+m{2,})(?![\p{L}\p{N}'’-])`;
const opener = new RegExp(String.raw`${sentenceStart}(?:(?:(?:oh )?well|you know)\s*,\s*|${filler}(?:\s*,|…|\.{3})?\s*)+`, 'gimu');
const inner = new RegExp(String.raw`([\s(])${filler}(?:\s*,|…|\.{3})?`, 'gimu');

/**
 * Takes out what a transcript or a chat adds to speech: "um", "uh", "erm", "hmm" anywhere; "well,"
 * and "you know," opening a sentence; ", you know" set off by commas. Nothing else is touched but
 * the spaces and commas around what went, and a capital for a sentence whose opening went.
 */
export function withoutFiller(text: string): string {
  // \uE000 marks a sentence whose opening went; \uE001 a place where filler went.
  const out = text
    .replace(/\r\n?/g, '\n')
    .replace(opener, (_, start: string) => `${start}\uE000`)
    .replace(inner, '$1\uE001')
    .replace(/,\s*you know\s*(?=[,.;!?…])/giu, '\uE001')
    .replace(/,?[ \t]*\uE001[ \t]*(?=[.;:!?,…])/g, '')
    .replace(/[ \t]*\uE001[ \t]*/g, ' ')
    .replace(/\uE000(\p{Ll})/gu, (_, letter: string) => letter.toUpperCase())
    .replace(/\uE000/g, '');
  const trimmed = out.replace(/^[ \t]+|[ \t]+$/gm, '').trim();
  // A message that was nothing but filler says nothing.
  return /[\p{L}\p{N}]/u.test(trimmed) ? trimmed : '';
}

/** The paragraphs of a text: blank lines part them; single line breaks stay within one. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
}

/** The sentences of a paragraph, each with its closing punctuation. */
export function sentencesOf(text: string): string[] {
  return (text.match(/[^.!?…]+(?:[.!?…]+["”’)]*|$)/gu) ?? []).map((s) => s.trim()).filter(Boolean);
}

/**
 * One sentence of the story's words to set apart: a statement of 8 to 30 words, near 16, rather
 * one that names someone or somewhere in the story, and rather not the opening sentence the reader
 * has just read. Null when no sentence qualifies, or the story is too short to repeat a sentence of
 * (under four sentences).
 */
export function pullQuote(paragraphs: string[], names: string[]): string | null {
  const named = names.map((n) => n.trim().toLowerCase()).filter((n) => n.length > 1);
  const sentences = paragraphs.flatMap(sentencesOf);
  if (sentences.length < 4) return null;
  let best: { sentence: string; score: number } | null = null;
  for (const [i, sentence] of sentences.entries()) {
    const words = sentence.split(/\s+/).length;
    if (words < 8 || words > 30 || sentence.endsWith('?')) continue;
    const lower = sentence.toLowerCase();
    const score = (named.some((n) => lower.includes(n)) ? 6 : 0) - (i === 0 ? 8 : 0) - Math.abs(words - 16);
    if (!best || score > best.score) best = { sentence, score };
  }
  return best?.sentence ?? null;
}
