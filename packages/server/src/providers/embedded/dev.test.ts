import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEmbeddedExtractor } from './index.ts';

// the evaluation set lives beside the repository (../shared/eval), as in CI
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');
const evalDir = resolve(root, '../shared/eval');
const dev = join(evalDir, 'dev.jsonl');

describe.runIf(existsSync(dev))('dev set regression', () => {
  it('meets the quality bar on dev.jsonl', async () => {
    const extractor = createEmbeddedExtractor();
    const lines = readFileSync(dev, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { id: string; text: string });
    const out: string[] = [];
    for (const { id, text } of lines) {
      // the scorer reads the follow-up items under their wire name, looseFacts
      const { followUpItems, ...rest } = await extractor.extract({ message: text, history: [], narrator: null });
      out.push(JSON.stringify({ id, ...rest, looseFacts: followUpItems }));
    }
    const pred = join(mkdtempSync(join(tmpdir(), 'kinstory-dev-')), 'pred.jsonl');
    writeFileSync(pred, out.join('\n') + '\n');
    const res = spawnSync(process.execPath, [join(evalDir, 'score.mjs'), dev, pred, '--json'], { encoding: 'utf8' });
    expect(res.status, res.stderr).toBe(0);
    const m = JSON.parse(res.stdout) as Record<string, unknown>;
    const metric = (name: string): number => {
      const direct = m[name];
      if (typeof direct === 'number') return direct;
      const score = m.score as Record<string, number> | undefined;
      return score?.[name] ?? NaN;
    };
    expect(metric('entities_f1')).toBeGreaterThanOrEqual(0.85);
    expect(metric('relations_f1')).toBeGreaterThanOrEqual(0.7);
    expect(metric('story_f1')).toBeGreaterThanOrEqual(0.85);
    expect(metric('theme_acc')).toBeGreaterThanOrEqual(0.7);
    expect(metric('followup_recall')).toBeGreaterThanOrEqual(0.6);
  }, 120_000);
});
