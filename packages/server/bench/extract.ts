import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import nlp from 'compromise';
import { extractFresh } from '../src/providers/embedded/extractor/extract.ts';

/**
 * `npm run bench:extract`: extraction time per message over the dev set, beside a plain compromise
 * tokenisation pass of the same text in the same run. Goal: extraction ≤ 5 × the tokenisation pass.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const devPath = process.env.KINSTORY_DEV ?? resolve(root, '../shared/eval/dev.jsonl');
const texts = readFileSync(devPath, 'utf8').trim().split('\n').map((l) => (JSON.parse(l) as { text: string }).text);
const rounds = Number(process.env.BENCH_ROUNDS ?? 10);

function time(label: string, fn: (text: string) => unknown): number {
  for (const t of texts) fn(t); // warm-up
  const start = process.hrtime.bigint();
  for (let r = 0; r < rounds; r++) for (const t of texts) fn(t);
  const perMessage = Number(process.hrtime.bigint() - start) / 1e6 / (rounds * texts.length);
  console.log(`${label.padEnd(28)} ${perMessage.toFixed(3)} ms/message`);
  return perMessage;
}

// alternate the two a few times so neither gets all the cold or all the warm CPU
let tok = 0;
let ext = 0;
for (let i = 0; i < 3; i++) {
  tok += time('compromise nlp(text)', (t) => nlp(t));
  ext += time('embedded extraction', (t) => extractFresh(t, [], ''));
}
console.log(`messages: ${texts.length} × ${rounds} rounds × 3`);
console.log(`tokenise ${(tok / 3).toFixed(3)} ms, extract ${(ext / 3).toFixed(3)} ms, ratio ${(ext / tok).toFixed(2)} (goal ≤ 5)`);
