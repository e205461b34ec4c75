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
  // measured: 0.929 0.935 0.991 1.000 0.675 (in-sample: the models were trained on it)
  'train.jsonl': { entities_f1: 0.9, relations_f1: 0.9, story_f1: 0.95, theme_acc: 0.95, followup_recall_at3: 0.65 },
  // measured at the end (last: the models fitted to convergence, with the story model's time-span and spoken-scene cues):
  // 0.902 0.903 0.830 0.569 0.442; then the follow-up candidates from the grammar of a hint: 0.468 (issue 18's
  // goals: 0.90 0.85 0.90 0.70 0.60)
  'holdout.jsonl': { entities_f1: 0.88, relations_f1: 0.88, story_f1: 0.81, theme_acc: 0.55, followup_recall_at3: 0.45 },
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
