import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmbeddedExtractor } from './index.ts';

/**
 * Test helper for dev.test.ts and corpus.test.ts: the embedded extractor run over an annotated file (lines
 * {"id","text","gold"}) and scored by the shared scorer (../shared/eval/score.mjs). Gives the scorer's final
 * figures and, per passage, how many follow-up items were listed.
 */
export async function scoreFile(gold: string, scorer: string): Promise<{ score: Record<string, number>; itemCounts: number[]; stderr: string; status: number | null }> {
  const extractor = createEmbeddedExtractor();
  const lines = readFileSync(gold, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { id: string; text: string });
  const out: string[] = [];
  const itemCounts: number[] = [];
  for (const { id, text } of lines) {
    // the scorer reads the follow-up items under their wire name, looseFacts
    const { followUpItems, ...rest } = await extractor.extract({ message: text, history: [], narrator: null });
    itemCounts.push(followUpItems.length);
    out.push(JSON.stringify({ id, ...rest, looseFacts: followUpItems }));
  }
  // the predictions live only as long as the scorer needs them
  const dir = mkdtempSync(join(tmpdir(), 'kinstory-score-'));
  const pred = join(dir, 'pred.jsonl');
  writeFileSync(pred, `${out.join('\n')}\n`);
  const res = spawnSync(process.execPath, [scorer, gold, pred, '--json'], { encoding: 'utf8' });
  rmSync(dir, { recursive: true, force: true });
  const score = res.status === 0 ? (JSON.parse(res.stdout) as { score: Record<string, number> }).score : {};
  return { score, itemCounts, stderr: res.stderr, status: res.status };
}
