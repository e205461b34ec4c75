import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scoreFile } from './scoreFile.testkit.ts';

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
  // measured: 0.910 0.893 0.952 0.974 0.571 (in-sample: the models were trained on it; 363 passages since w3/w4)
  'train.jsonl': { entities_f1: 0.89, relations_f1: 0.88, story_f1: 0.93, theme_acc: 0.95, followup_recall_at3: 0.55 },
  // measured at the end, on the 187 holdout passages since w3/w4 (76 new ones, never seen by anyone building):
  // 0.896 0.917 0.825 0.478 0.472 (issue 18's goals: 0.90 0.85 0.90 0.70 0.60). The model before that retraining
  // scored 0.896 0.917 0.830 0.522 0.462 on the same 187.
  'holdout.jsonl': { entities_f1: 0.88, relations_f1: 0.9, story_f1: 0.81, theme_acc: 0.46, followup_recall_at3: 0.45 },
};

describe('corpus regression', () => {
  for (const [file, floors] of Object.entries(FLOORS)) {
    const gold = join(corpus, file);
    it.runIf(existsSync(gold) && existsSync(scorer))(`meets its floors on ${file}`, async () => {
      const { score, itemCounts, status, stderr } = await scoreFile(gold, scorer);
      expect(status, stderr).toBe(0);
      // issue #18: at most three follow-up items per message
      expect(Math.max(...itemCounts)).toBeLessThanOrEqual(3);
      for (const [name, floor] of Object.entries(floors)) expect(score[name], name).toBeGreaterThanOrEqual(floor);
    }, 180_000);
  }
});
