import { KIN } from '../providers/embedded/extractor/lexicons.ts';

/** An open follow-up item, as the storage lists it. */
export interface OpenFollowUpItem {
  id: string | number;
  value: string;
  suggestedPrompt: string;
}

/**
 * Which open follow-up items a new storyteller message tells about, so they can be marked followed up
 * without anyone pressing a button. An item counts only when its key words are named and talked about:
 * the message dwells on it (names it twice, carries on about it in the next sentence, or makes it the
 * subject of a full sentence). A passing mention ("we drove past Cork"), a "don't remember much about
 * Cork", or a lower-case "cork" in a bottle leaves the item open: closing an item wrongly hides a
 * question from the family, leaving one open only asks it again.
 */
export function followedUpBy(message: string, openItems: OpenFollowUpItem[]): (string | number)[] {
  const sentences = splitSentences(message);
  if (!sentences.length) return [];
  return openItems.filter((item) => tellsAbout(sentences, keysOf(item.value))).map((item) => item.id);
}

/** Words of an item's value that say nothing of what it is about. */
const STOP = new Set([
  'the', 'a', 'an', 'my', 'our', 'your', 'his', 'her', 'their', 'its', 'we', 'i', 'you', 'he', 'she', 'they', 'it',
  'me', 'us', 'them', 'of', 'in', 'on', 'at', 'to', 'for', 'from', 'with', 'by', 'and', 'or', 'but', 'that', 'this',
  'those', 'these', 'was', 'were', 'is', 'are', 'be', 'been', 'had', 'has', 'have', 'did', 'do', 'when', 'where',
  'who', 'what', 'year', 'years', 'time', 'times', 'day', 'days', 'about', 'more', 'tell', 'mentioned', 'some', 'one',
  'old', 'little', 'big', 'dear', 'late', 'so', 'very', 'all', 'there', 'then', 'once',
]);
/** A preposition before a name makes it a place on the way or a setting, not what the sentence is about. */
const PREPOSITIONS = new Set(['past', 'through', 'via', 'towards', 'toward', 'beyond', 'around', 'in', 'at', 'on', 'by', 'near', 'from', 'to', 'into', 'for', 'with', 'of', 'outside', 'across']);
/** Words a sentence may open with before its subject ("Well, back in Cork ..."). */
const OPENERS = new Set(['well', 'so', 'and', 'oh', 'yes', 'now', 'then', 'but', 'in', 'at', 'on', 'back', 'my', 'our', 'the', 'old', 'dear', 'poor', 'little', 'as', 'for']);
/** Words that refer back to the last sentence's subject. */
const BACK_REFERENCE = /^(?:he|she|it|they|there|that|this|him|her|his|its|their)\b/i;
/** The storyteller names it to say they cannot or will not tell it. */
const NOT_TELLING = /\b(?:(?:don'?t|do not|can'?t|cannot|can not) (?:really )?(?:remember|recall)|no idea|not sure|forgot(?:ten)?|rather not|prefer not|don'?t want to (?:talk|go into|say))\b/i;
const MIN_SENTENCE_WORDS = 7;
const TOPIC_WINDOW = 3;

interface Key {
  /** Matched exactly (a name: "Cork" is not "cork"). */
  proper: boolean;
  text: string;
}

function keysOf(value: string): Key[] {
  const words = value.replace(/[^\p{L}\p{N}'’ -]+/gu, ' ').split(/[\s-]+/).filter(Boolean);
  const keys: Key[] = [];
  for (const w of words) {
    const clean = w.replace(/['’]s$/u, '');
    if (STOP.has(clean.toLowerCase()) || clean.length < 2) continue;
    const proper = /^\p{Lu}/u.test(clean) && !KIN[clean.toLowerCase()];
    keys.push({ proper, text: proper ? clean : stem(clean.toLowerCase()) });
  }
  return keys;
}

/** farms → farm, milking → milk: enough to match the same word told another way. */
function stem(w: string): string {
  for (const suffix of ['ing', 'ed', 'es', 's']) if (w.endsWith(suffix) && w.length - suffix.length >= 3) return w.slice(0, -suffix.length);
  return w;
}

function same(word: string, key: Key): boolean {
  const clean = word.replace(/['’]s$/u, '');
  if (key.proper) return clean === key.text;
  const lower = clean.toLowerCase();
  if (stem(lower) === key.text) return true;
  // "Dad" tells about "our father"
  const kin = KIN[key.text] ?? KIN[`${key.text}s`];
  return kin !== undefined && KIN[lower] === kin;
}

function splitSentences(message: string): string[][] {
  return (message.match(/[^.!?\n]+/g) ?? [])
    .map((s) => s.replace(/[^\p{L}\p{N}'’ -]+/gu, ' ').split(/\s+/).filter(Boolean))
    .filter((s) => s.length > 0);
}

function tellsAbout(sentences: string[][], keys: Key[]): boolean {
  if (!keys.length) return false;
  // where each key is named: [sentence, word]
  const hits = keys.map((k) => sentences.flatMap((s, i) => s.flatMap((w, j) => (same(w, k) ? [[i, j] as const] : []))));
  const named = hits.filter((h) => h.length > 0).length;
  const repeated = hits.some((h) => h.length >= 2);
  // short items need every key ("the tunnel to the barn"), longer ones most of them
  const needed = keys.length <= 2 ? keys.length : Math.ceil(keys.length * 0.6);
  if (named < needed && !(repeated && named >= 1)) return false;

  const telling = new Set<number>();
  for (const h of hits) for (const [i] of h) if (!NOT_TELLING.test(sentences[i]!.join(' '))) telling.add(i);
  if (!telling.size) return false;
  const total = sentences.reduce((n, s) => n + s.length, 0);

  // named twice in a message of some length
  const mentions = hits.flat().filter(([i]) => telling.has(i)).length;
  if (repeated && mentions >= 2 && total >= MIN_SENTENCE_WORDS) return true;
  for (const h of hits) {
    for (const [i, j] of h) {
      if (!telling.has(i)) continue;
      const sentence = sentences[i]!;
      // carried on in the next sentence: "Frank was the clever one. He could fix any engine..."
      const next = sentences[i + 1];
      if (next && next.length >= 4 && BACK_REFERENCE.test(next[0]!) && sentence.length >= 3) return true;
      // the subject or object of a full sentence ("Cork was...", "We lost the farm..."), not a place on
      // the way ("we drove past Cork", "we stopped in Cork for lunch")
      let start = 0;
      while (start < j && OPENERS.has(sentence[start]!.toLowerCase())) start++;
      const between = sentence.slice(start, j).map((w) => w.toLowerCase());
      if (j - start <= TOPIC_WINDOW && sentence.length >= MIN_SENTENCE_WORDS && !between.some((w) => PREPOSITIONS.has(w))) return true;
    }
  }
  return false;
}
