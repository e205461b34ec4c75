import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scoreFile } from './scoreFile.testkit.ts';

// the evaluation set lives beside the repository (../shared/eval), as in CI
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');
const evalDir = resolve(root, '../shared/eval');
const dev = join(evalDir, 'dev.jsonl');

describe.runIf(existsSync(dev))('dev set regression', () => {
  it('meets the quality bar on dev.jsonl', async () => {
    const { score, itemCounts, status, stderr } = await scoreFile(dev, join(evalDir, 'score.mjs'));
    expect(status, stderr).toBe(0);
    expect(score.entities_f1).toBeGreaterThanOrEqual(0.85);
    expect(score.relations_f1).toBeGreaterThanOrEqual(0.7);
    expect(score.story_f1).toBeGreaterThanOrEqual(0.85);
    expect(score.theme_acc).toBeGreaterThanOrEqual(0.7);
    // issue #18 judges the first three items (followup_recall_at3) and asks for at most 3; floor = measured, rounded down
    expect(Math.max(...itemCounts)).toBeLessThanOrEqual(3);
    // (0.839 since session 25; dev is among the passages the follow-up model is trained on)
    expect(score.followup_recall_at3).toBeGreaterThanOrEqual(0.83);
  }, 120_000);
});
