import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LinearModel } from './classifier.ts';
import type { ExtractorModel } from './model.ts';
import { readTrainingPassages, sourceNames, trainModels, TRAINING_SOURCES } from './training.ts';

const shipped = JSON.parse(readFileSync(fileURLToPath(new URL('./model.json', import.meta.url)), 'utf8')) as ExtractorModel;

/** Largest difference between two models' weights (a weight one lists and the other not counts as its size). */
function largestDifference(a: LinearModel, b: LinearModel): number {
  let d = Math.max(...a.bias.map((v, k) => Math.abs(v - b.bias[k]!)));
  for (const f of new Set([...Object.keys(a.weights), ...Object.keys(b.weights)])) {
    const wa = a.weights[f] ?? [];
    const wb = b.weights[f] ?? [];
    for (let k = 0; k < a.labels.length; k++) d = Math.max(d, Math.abs((wa[k] ?? 0) - (wb[k] ?? 0)));
  }
  return d;
}

// the weights the server ships are the ones `npm run train:extractor` writes from today's features and corpus
describe.runIf(TRAINING_SOURCES.every((f) => existsSync(f)))('model.json', () => {
  it('is what training on the corpus produces (up to float noise)', () => {
    const trained = trainModels(readTrainingPassages(), sourceNames(TRAINING_SOURCES));
    expect(trained.trainedOn).toEqual(shipped.trainedOn);
    for (const name of ['theme', 'story', 'significance', 'followUp', 'span'] as const) {
      expect(trained[name]!.labels, name).toEqual(shipped[name]!.labels);
      // weights are rounded to 1e-4 on output: a difference beyond a few roundings is a different model
      expect(largestDifference(trained[name]!, shipped[name]!), name).toBeLessThan(5e-4);
    }
    // training on the whole corpus (1,886 passages) takes about 25 s alone (18 s of it reading the passages), more
    // beside the other test files
  }, 300_000);
});
