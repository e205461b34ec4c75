import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEmbeddedExtractor } from './index.ts';

// the project's own annotated corpus (eval/split.mjs: train and holdout) scored by the shared scorer, as dev.test.ts
const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../../../../..');
const scorer = resolve(root, '../shared/eval/score.mjs');
const corpus = resolve(here, '../../../eval/corpus');

/**
 * Floors a little under what was measured when the model was trained (train is what it learned from, so its
 * floor is higher; holdout it never saw). They can fail: a change that makes the extractor worse on either does.
 */
const FLOORS: Record<string, Record<string, number>> = {
  // measured: 0.899 0.936 0.991 0.991 0.337 (in-sample: the models were trained on it)
  'train.jsonl': { entities_f1: 0.87, relations_f1: 0.9, story_f1: 0.95, theme_acc: 0.95, followup_recall_at3: 0.3 },
  // measured at the end (twice: before and after the spoken-years fix found on train): 0.884 0.902 0.839 0.588 0.377
  // (issue 18's goals: 0.90 0.85 0.90 0.70 0.60)
  'holdout.jsonl': { entities_f1: 0.86, relations_f1: 0.88, story_f1: 0.81, theme_acc: 0.55, followup_recall_at3: 0.34 },
};

describe('corpus regression', () => {
  for (const [file, floors] of Object.entries(FLOORS)) {
    const gold = join(corpus, file);
    it.runIf(existsSync(gold) && existsSync(scorer))(`meets its floors on ${file}`, async () => {
      const extractor = createEmbeddedExtractor();
      const lines = readFileSync(gold, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { id: string; text: string });
      const out: string[] = [];
      for (const { id, text } of lines) {
        // the scorer reads the follow-up items under their wire name, looseFacts
        const { followUpItems, ...rest } = await extractor.extract({ message: text, history: [], narrator: null });
        out.push(JSON.stringify({ id, ...rest, looseFacts: followUpItems }));
      }
      const pred = join(mkdtempSync(join(tmpdir(), 'kinstory-corpus-')), 'pred.jsonl');
      writeFileSync(pred, out.join('\n') + '\n');
      const res = spawnSync(process.execPath, [scorer, gold, pred, '--json'], { encoding: 'utf8' });
      expect(res.status, res.stderr).toBe(0);
      const score = (JSON.parse(res.stdout) as { score: Record<string, number> }).score;
      for (const [name, floor] of Object.entries(floors)) expect(score[name], name).toBeGreaterThanOrEqual(floor);
    }, 180_000);
  }
});
