#!/usr/bin/env node
// Splits the annotated corpus (corpus/gold/*.jsonl) once, by id alone, before anyone looks at a score:
// holdout = the passages whose sha256(id), read as a number, is 0 mod 3 (about a third); train = the rest.
// Passages written from w25 on (ids tNNN) all train: the holdout stays the 794 passages it was, so a score before
// and after they came in is measured on the same passages (and the new writers' passages, from briefs written after
// the holdout's scores were seen, cannot make it easier).
// Writes corpus/train.jsonl and corpus/holdout.jsonl, each sorted by id. Deterministic: same gold, same files.
// The holdout is measured once at the end; train-extractor.ts never reads it.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const corpus = join(dirname(fileURLToPath(import.meta.url)), 'corpus');
const goldDir = join(corpus, 'gold');

export const isHoldout = (id) => !id.startsWith('t') && BigInt(`0x${createHash('sha256').update(id).digest('hex')}`) % 3n === 0n;

/** Reads corpus/gold and writes corpus/train.jsonl and corpus/holdout.jsonl. */
function split() {
  const byId = new Map();
  for (const file of readdirSync(goldDir).filter((f) => f.endsWith('.jsonl')).sort()) {
    for (const line of readFileSync(join(goldDir, file), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const rec = JSON.parse(line);
      if (!rec.id || !rec.gold) throw new Error(`${file}: a line without id or gold`);
      if (byId.has(rec.id)) throw new Error(`${file}: ${rec.id} is annotated twice`);
      byId.set(rec.id, rec);
    }
  }
  const recs = [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const holdout = recs.filter((r) => isHoldout(r.id));
  const train = recs.filter((r) => !isHoldout(r.id));
  const write = (name, rows) => writeFileSync(join(corpus, name), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
  write('train.jsonl', train);
  write('holdout.jsonl', holdout);
  process.stdout.write(`${recs.length} annotated passages: ${train.length} train, ${holdout.length} holdout\n`);
}

// Only when run (`node eval/split.mjs`): importing this module for isHoldout must not rewrite the splits.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) split();
