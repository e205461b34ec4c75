/**
 * A small multinomial logistic-regression classifier over sparse named features, with its trainer.
 *
 * Why our own trainer and not a library: the extractor needs three tiny models (theme, story or not,
 * significance) over features it computes itself (words plus event and narration features), trained at
 * build time and shipped as JSON. A full-batch gradient descent with a fixed number of steps, features
 * visited in sorted order and weights rounded on output is ~60 lines, has no dependency, and gives the same
 * bytes for the same corpus on every machine, which the training test checks.
 */

/** Feature name → value (a count, a flag, or a scaled number). */
export type Features = Record<string, number>;

export interface LinearModel {
  labels: string[];
  /** One bias per label. */
  bias: number[];
  /** Feature → one weight per label; features not listed weigh nothing. */
  weights: Record<string, number[]>;
}

export interface TrainOptions {
  /** L2 penalty per example (larger: smoother weights, less trust in rare words). */
  l2: number;
  /** Full-batch gradient steps. */
  steps: number;
  /** Step size. */
  rate: number;
  /** Word features ("w:...") seen in fewer documents than this are dropped. */
  minDocs: number;
  /** Per-label example weights (rare labels count more), or none. */
  balance?: boolean;
  /**
   * Prior weights: the L2 penalty pulls these features towards them instead of towards 0. The extractor's
   * hand-made event features (a birth, an enlistment ...) start out saying what they mean; the corpus then
   * moves them only as far as it has evidence to.
   */
  prior?: Record<string, number[]>;
}

/**
 * Multinomial naive Bayes as a linear model (log class prior + log word likelihoods, centred per feature so
 * the JSON stays small), for small corpora where it often generalises better than logistic regression.
 * Non-word features ("ev:...", "frame:...") keep their prior weights unchanged: there are too few of them in
 * a small corpus to count. `alpha` is the additive smoothing.
 */
export function trainNaiveBayes(examples: { x: Features; label: string }[], labels: string[], opts: { alpha: number; minDocs: number; balance?: boolean; prior?: Record<string, number[]> }): LinearModel {
  const K = labels.length;
  const docs = new Map<string, number>();
  for (const { x } of examples) for (const f of Object.keys(x)) if (f.startsWith('w:')) docs.set(f, (docs.get(f) ?? 0) + 1);
  const vocab = [...docs.keys()].filter((f) => docs.get(f)! >= opts.minDocs).sort();
  const index = new Map(vocab.map((f, i) => [f, i]));
  const counts = vocab.map(() => new Float64Array(K));
  const totals = new Float64Array(K);
  const docsPer = new Float64Array(K);
  for (const { x, label } of examples) {
    const k = labels.indexOf(label);
    if (k < 0) continue;
    docsPer[k]!++;
    for (const f of Object.keys(x).sort()) {
      const j = index.get(f);
      if (j === undefined || !x[f]) continue;
      counts[j]![k]! += x[f]!;
      totals[k]! += x[f]!;
    }
  }
  const n = examples.length;
  const bias = labels.map((_, k) => round(opts.balance ? 0 : Math.log((docsPer[k]! + 1) / (n + K))));
  const weights: Record<string, number[]> = {};
  vocab.forEach((f, j) => {
    const logs = labels.map((_, k) => Math.log((counts[j]![k]! + opts.alpha) / (totals[k]! + opts.alpha * vocab.length)));
    const mean = logs.reduce((a, b) => a + b, 0) / K;
    const w = logs.map((v) => round(v - mean));
    if (w.some((v) => Math.abs(v) >= 0.002)) weights[f] = w;
  });
  for (const [f, w] of Object.entries(opts.prior ?? {})) if (!f.startsWith('w:')) weights[f] = w.map(round);
  return { labels, bias, weights };
}

export const DEFAULT_TRAIN: TrainOptions = { l2: 0.01, steps: 300, rate: 0.5, minDocs: 2, balance: true };

/** Label scores (log-odds up to a constant) for one example. */
export function scores(model: LinearModel, x: Features): number[] {
  const out = model.bias.slice();
  for (const [name, value] of Object.entries(x)) {
    const w = model.weights[name];
    if (!w || !value) continue;
    for (let k = 0; k < out.length; k++) out[k]! += w[k]! * value;
  }
  return out;
}

export function probabilities(model: LinearModel, x: Features): number[] {
  const s = scores(model, x);
  const max = Math.max(...s);
  const e = s.map((v) => Math.exp(v - max));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / sum);
}

/** The most probable label; ties go to the label listed first. */
export function predict(model: LinearModel, x: Features): string {
  const s = scores(model, x);
  let best = 0;
  for (let k = 1; k < s.length; k++) if (s[k]! > s[best]!) best = k;
  return model.labels[best]!;
}

const round = (v: number) => Math.round(v * 1e4) / 1e4;

/** Trains on (features, label) pairs. Same examples and options → same model, to the byte. */
export function train(examples: { x: Features; label: string }[], labels: string[], opts: TrainOptions = DEFAULT_TRAIN): LinearModel {
  // vocabulary: every non-word feature, and words seen in at least minDocs examples; sorted for a stable order
  const docs = new Map<string, number>();
  for (const { x } of examples) for (const f of Object.keys(x)) docs.set(f, (docs.get(f) ?? 0) + 1);
  const prior = opts.prior ?? {};
  for (const f of Object.keys(prior)) if (!docs.has(f)) docs.set(f, 0);
  const vocab = [...docs.keys()].filter((f) => !f.startsWith('w:') || docs.get(f)! >= opts.minDocs).sort();
  const index = new Map(vocab.map((f, i) => [f, i]));
  const rows = examples.map(({ x, label }) => ({
    y: labels.indexOf(label),
    x: Object.keys(x).sort().filter((f) => index.has(f) && x[f]).map((f) => [index.get(f)!, x[f]!] as const),
  })).filter((r) => r.y >= 0);
  const K = labels.length;
  const counts = labels.map((_, k) => rows.filter((r) => r.y === k).length);
  const weightOf = (k: number) => (opts.balance && counts[k] ? rows.length / (K * counts[k]!) : 1);
  const P = vocab.map((f) => Float64Array.from(labels, (_, k) => prior[f]?.[k] ?? 0));
  const W = P.map((p) => Float64Array.from(p));
  const b = new Float64Array(K);
  const n = Math.max(1, rows.length);
  for (let step = 0; step < opts.steps; step++) {
    const gW = vocab.map(() => new Float64Array(K));
    const gb = new Float64Array(K);
    for (const r of rows) {
      const s = Array.from(b);
      for (const [j, v] of r.x) for (let k = 0; k < K; k++) s[k]! += W[j]![k]! * v;
      const max = Math.max(...s);
      const e = s.map((v) => Math.exp(v - max));
      const sum = e.reduce((a, c) => a + c, 0);
      const w = weightOf(r.y);
      for (let k = 0; k < K; k++) {
        const g = (e[k]! / sum - (k === r.y ? 1 : 0)) * w;
        gb[k]! += g;
        for (const [j, v] of r.x) gW[j]![k]! += g * v;
      }
    }
    for (let k = 0; k < K; k++) b[k]! -= (opts.rate * gb[k]!) / n;
    for (let j = 0; j < vocab.length; j++) {
      for (let k = 0; k < K; k++) W[j]![k]! -= opts.rate * (gW[j]![k]! / n + opts.l2 * (W[j]![k]! - P[j]![k]!));
    }
  }
  // keep the JSON small: drop features whose weights all round to nothing
  const weights: Record<string, number[]> = {};
  vocab.forEach((f, j) => {
    const w = Array.from(W[j]!, round);
    if (w.some((v) => Math.abs(v) >= 0.002)) weights[f] = w;
  });
  return { labels, bias: Array.from(b, round), weights };
}
