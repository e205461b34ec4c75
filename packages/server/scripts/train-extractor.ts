import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { predict, probabilities } from '../src/providers/embedded/extractor/classifier.ts';
import { STORY_THRESHOLD } from '../src/providers/embedded/extractor/story.ts';
import { rankFollowUps } from '../src/providers/embedded/extractor/followUps.ts';
import { spanLabel } from '../src/providers/embedded/extractor/spanModel.ts';
import {
  DEFAULT_OPTIONS, inputsOf, isGoldFollowUp, readTrainingPassages, SIGNIFICANCE_LEVELS, sourceNames, trainFromInputs, TRAINING_SOURCES, type ModelOptions,
} from '../src/providers/embedded/extractor/training.ts';

/**
 * `npm run train:extractor [-- --cv]`: trains the embedded extractor's theme, story, significance, follow-up and span models on
 * the corpus's train split (packages/server/eval/corpus/train.jsonl) and the dev set (../shared/eval/dev.jsonl)
 * and writes extractor/model.json. The holdout split is never read here.
 * `--cv` instead prints 5-fold cross-validation on those passages (`--cv --grid`: for a few settings, to choose
 * DEFAULT_OPTIONS). `--cv --by-week` keeps each writing week's passages (eval/corpus/passages/wN.jsonl) in one fold, so
 * every fold is scored on writers and briefs it never trained on, as passages nobody has seen would be.
 */
const server = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const root = resolve(server, '../..');
const OUT = resolve(server, 'src/providers/embedded/extractor/model.json');

const fold = (key: string, k: number) => Number(BigInt(`0x${createHash('sha256').update(key).digest('hex')}`) % BigInt(k));

/** Each corpus passage's writing week (the passages file it came from: "w12"); dev's passages are not in it. */
function writingWeeks(): Map<string, string> {
  const dir = resolve(server, 'eval/corpus/passages');
  const weeks = new Map<string, string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.jsonl'))) {
    for (const line of readFileSync(resolve(dir, file), 'utf8').split('\n')) {
      if (line.trim()) weeks.set((JSON.parse(line) as { id: string }).id, file.replace(/\.jsonl$/, ''));
    }
  }
  return weeks;
}

/** k-fold cross-validation; `groupOf` puts every passage of a group in the same fold (default: each passage alone). */
function crossValidate(items: ReturnType<typeof inputsOf>, opts: ModelOptions, k = 5, groupOf: (id: string) => string = (id) => id) {
  let themeOk = 0, themeN = 0, sigOk = 0, fuN = 0, fuOk = 0, spanN = 0, spanOk = 0, rulesOk = 0;
  const stories: { probability: number; gold: boolean }[] = [];
  for (let f = 0; f < k; f++) {
    const model = trainFromInputs(items.filter((i) => fold(groupOf(i.p.id), k) !== f), [], opts);
    for (const { p, x } of items.filter((i) => fold(groupOf(i.p.id), k) === f)) {
      const top = rankFollowUps(x.candidates, model.followUp);
      for (const s of x.spans) {
        const label = spanLabel(s, p.gold);
        spanN++;
        if (predict(model.span!, s.x) === label) spanOk++;
        if (s.kind === label) rulesOk++;
      }
      for (const g of p.gold.followUps ?? []) {
        fuN++;
        if (top.some((c) => isGoldFollowUp({ ...c, kind: 'object', tier: 0, x: {} }, [g]))) fuOk++;
      }
      stories.push({ probability: probabilities(model.story, x.story)[model.story.labels.indexOf('story')]!, gold: p.gold.isStory });
      if (!p.gold.isStory) continue;
      themeN++;
      if (predict(model.theme, x.theme) === p.gold.theme) themeOk++;
      const d = SIGNIFICANCE_LEVELS.indexOf(predict(model.significance, x.significance)) - SIGNIFICANCE_LEVELS.indexOf(p.gold.significance);
      if (Math.abs(d) <= 1) sigOk++;
    }
  }
  // as the extractor decides (isEpisode): the story probability against a threshold (STORY_THRESHOLD)
  const storyF1 = (threshold: number) => {
    let tp = 0, fp = 0, fn = 0;
    for (const { probability, gold } of stories) {
      const story = probability >= threshold;
      if (story && gold) tp++; else if (story) fp++; else if (gold) fn++;
    }
    return (2 * tp) / Math.max(1, 2 * tp + fp + fn);
  };
  return { theme: themeOk / themeN, storyF1, significance: sigOk / themeN, followUpAt3: fuOk / Math.max(1, fuN), span: spanOk / Math.max(1, spanN), spanRules: rulesOk / Math.max(1, spanN) };
}

const THRESHOLDS = [0.3, 0.35, 0.4, 0.45, 0.5, 0.55];

function main(argv: string[]): number {
  const files = TRAINING_SOURCES.filter((f) => existsSync(f));
  if (!files.length) {
    process.stderr.write(`no training data: looked for ${TRAINING_SOURCES.join(', ')}\n`);
    return 1;
  }
  const passages = readTrainingPassages(files);
  const items = inputsOf(passages);
  if (argv.includes('--cv')) {
    const grid: [string, ModelOptions][] = [['default', DEFAULT_OPTIONS]];
    if (argv.includes('--grid')) for (const l2 of [0.001, 0.003, 0.01, 0.03]) {
      grid.push([`theme l2=${l2}`, { ...DEFAULT_OPTIONS, theme: { ...DEFAULT_OPTIONS.theme, l2 } }]);
      grid.push([`story l2=${l2}`, { ...DEFAULT_OPTIONS, story: { ...DEFAULT_OPTIONS.story, l2 } }]);
    }
    if (argv.includes('--grid')) for (const standardise of [false, true]) grid.push([`story standardise=${standardise}`, { ...DEFAULT_OPTIONS, story: { ...DEFAULT_OPTIONS.story, standardise } }]);
    if (argv.includes('--grid')) for (const l2 of [0.0003, 0.001, 0.003]) grid.push([`followUp l2=${l2}`, { ...DEFAULT_OPTIONS, followUp: { ...DEFAULT_OPTIONS.followUp, l2 } }]);
    if (argv.includes('--grid')) for (const significanceStrength of [0, 1.5, 3]) grid.push([`significance prior=${significanceStrength}`, { ...DEFAULT_OPTIONS, significanceStrength }]);
    if (argv.includes('--grid')) for (const knowledgeStrength of [0, 2, 3, 6, 8]) grid.push([`knowledge=${knowledgeStrength}`, { ...DEFAULT_OPTIONS, knowledgeStrength }]);
    if (argv.includes('--grid')) for (const vocabularyStrength of [0, 2, 6]) grid.push([`vocabulary=${vocabularyStrength}`, { ...DEFAULT_OPTIONS, vocabularyStrength }]);
    if (argv.includes('--grid')) for (const priorStrength of [0, 1.5, 5]) grid.push([`prior=${priorStrength}`, { ...DEFAULT_OPTIONS, priorStrength }]);
    if (argv.includes('--grid')) for (const l2 of [0.0001, 0.0003, 0.001]) grid.push([`span l2=${l2}`, { ...DEFAULT_OPTIONS, span: { ...DEFAULT_OPTIONS.span, l2 } }]);
    if (argv.includes('--grid')) for (const minDocs of [1, 3]) grid.push([`theme minDocs=${minDocs}`, { ...DEFAULT_OPTIONS, theme: { ...DEFAULT_OPTIONS.theme, minDocs } }]);
    const weeks = argv.includes('--by-week') ? writingWeeks() : undefined;
    const groupOf = weeks ? (id: string) => weeks.get(id) ?? 'dev' : undefined;
    for (const [name, opts] of grid) {
      const r = crossValidate(items, opts, 5, groupOf);
      const byThreshold = THRESHOLDS.map((t) => `${t}:${r.storyF1(t).toFixed(3)}`).join(' ');
      process.stdout.write(`${name.padEnd(26)} theme_acc=${r.theme.toFixed(3)} story_f1=${r.storyF1(STORY_THRESHOLD).toFixed(3)} significance=${r.significance.toFixed(3)} followup@3=${r.followUpAt3.toFixed(3)} span=${r.span.toFixed(3)} (rules ${r.spanRules.toFixed(3)}) story_f1 by threshold ${byThreshold}\n`);
    }
    return 0;
  }
  const model = trainFromInputs(items, sourceNames(files));
  writeFileSync(OUT, `${JSON.stringify(model)}\n`);
  process.stdout.write(`trained on ${passages.length} passages from ${files.length} files → ${relative(root, OUT)} (${(JSON.stringify(model).length / 1024).toFixed(0)} KB)\n`);
  return 0;
}

process.exit(main(process.argv.slice(2)));
