#!/usr/bin/env node
// How far two annotators agree: each file in agreement/ holds a second annotation, made without seeing
// the first, of some train passages (never the holdout): {"id", "theme", and optionally "isStory",
// "significance", "followUps"}. Each is scored against corpus/train.jsonl by the shared scorer, as if it
// were an extractor's output, so the figures sit beside the extractor's: the extractor's goals (issue
// #18) are only meaningful below what a second annotator reaches.
// usage: node eval/agreement.mjs   (the scorer: ../shared/eval/score.mjs beside the repository, or KINSTORY_SCORER,
// as for eval:extract)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const scorer = process.env.KINSTORY_SCORER ?? resolve(here, '../../../../shared/eval/score.mjs');
const readJsonl = (file) => readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));

if (!existsSync(scorer)) {
  process.stderr.write(`scorer not found: ${scorer} (set KINSTORY_SCORER)\n`);
  process.exit(1);
}
const gold = new Map(readJsonl(join(here, 'corpus/train.jsonl')).map((r) => [r.id, r]));
const dir = mkdtempSync(join(tmpdir(), 'kinstory-agreement-'));
try {
  for (const name of readdirSync(join(here, 'agreement')).filter((f) => f.endsWith('.jsonl')).sort()) {
    const second = readJsonl(join(here, 'agreement', name));
    const missing = second.filter((a) => !gold.has(a.id)).map((a) => a.id);
    if (missing.length) throw new Error(`${name}: not train passages: ${missing.join(', ')}`);
    const hasStory = second.every((a) => typeof a.isStory === 'boolean');
    const hasFollowUps = second.every((a) => Array.isArray(a.followUps));
    const predicted = second.map((a) => ({
      id: a.id,
      memory: { people: [], places: [], dates: [], relationships: [], events: [] },
      // Theme is scored on the gold stories: a file without isStory says nothing about which passages are stories.
      story: { hasStory: hasStory ? a.isStory : true, title: '', theme: a.theme, summary: '', significance: { level: a.significance ?? '' }, narrative: '' },
      looseFacts: (a.followUps ?? []).map((value) => ({ type: 'other', value, suggestedPrompt: '' })),
    }));
    writeFileSync(join(dir, 'gold.jsonl'), second.map((a) => JSON.stringify(gold.get(a.id))).join('\n') + '\n');
    writeFileSync(join(dir, 'pred.jsonl'), predicted.map((p) => JSON.stringify(p)).join('\n') + '\n');
    const m = JSON.parse(execFileSync(process.execPath, [scorer, join(dir, 'gold.jsonl'), join(dir, 'pred.jsonl'), '--json'], { encoding: 'utf8' }));
    const shown = [`theme_acc=${m.theme.accuracy.toFixed(3)} (of ${m.theme.n} gold stories)`];
    if (hasStory) shown.push(`story_f1=${m.isStory.f1.toFixed(3)}`);
    if (second.every((a) => a.significance)) shown.push(`significance_within_one=${m.significance.accuracy_within_one.toFixed(3)}`);
    if (hasFollowUps) shown.push(`followup_recall_at3=${m.followUps.recall_at3.toFixed(3)}`);
    process.stdout.write(`${name.padEnd(18)} ${String(second.length).padStart(4)} passages  ${shown.join('  ')}\n`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
