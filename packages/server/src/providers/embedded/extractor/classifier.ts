/**
 * A small multinomial logistic-regression classifier over sparse named features, with its trainer (and naive
 * Bayes as a linear model: the theme model is the mean of the two, `blend`).
 *
 * Why our own trainer and not a library: the extractor needs three tiny models (theme, story or not,
 * significance) over features it computes itself (words plus event and narration features), trained at
 * build time and shipped as JSON. The regularised log loss minimised to convergence by L-BFGS (lbfgs.ts),
 * features visited in sorted order and weights rounded on output is ~150 lines, has no dependency, and gives
 * the same bytes for the same corpus on every machine, which the training test checks.
 */
import { minimise } from './lbfgs.ts';

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
  /** Penalise each non-word feature in proportion to its mean square (as if standardised to unit size). */
  standardise?: boolean;
  /** The solver stops when every component of the objective's gradient is at most this (default 1e-7). */
  tolerance?: number;
  /** The solver's most iterations (default 2000); it stops sooner when converged. */
  maxIterations?: number;
  /** Word features ("w:...") seen in fewer documents than this are dropped. */
  minDocs: number;
  /** minDocs drops every rare feature, not only word features (the span model's many context words and word ends). */
  minDocsAll?: boolean;
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
 * It counts the word features ("w:...", or those `counts` names, such as word pairs "b:..."); the others ("ev:...",
 * "frame:...") keep their prior weights unchanged: there are too few of them in a small corpus to count. `alpha` is
 * the additive smoothing.
 */
export function trainNaiveBayes(examples: { x: Features; label: string }[], labels: string[], opts: { alpha: number; minDocs: number; balance?: boolean; prior?: Record<string, number[]>; counts?: string }): LinearModel {
  const K = labels.length;
  const counted = opts.counts ?? 'w:';
  const docs = new Map<string, number>();
  for (const { x } of examples) for (const f of Object.keys(x)) if (f.startsWith(counted)) docs.set(f, (docs.get(f) ?? 0) + 1);
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
    if (weighs(w)) weights[f] = w;
  });
  for (const [f, w] of Object.entries(opts.prior ?? {})) if (!f.startsWith(counted)) weights[f] = w.map(round);
  return { labels, bias, weights };
}

export const DEFAULT_TRAIN: TrainOptions = { l2: 0.01, minDocs: 2, balance: true };

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

/** Weights are written to 1e-4: the JSON stays small and the same on every machine. */
const round = (v: number) => Math.round(v * 1e4) / 1e4;
/** Whether a feature's rounded weights say anything (the JSON keeps only those). */
const weighs = (w: number[]) => w.some((v) => Math.abs(v) >= 0.002);

/** One linear model scoring `mix` × a's scores + (1 − mix) × b's (same labels): an ensemble in model.json's shape. */
export function blend(a: LinearModel, b: LinearModel, mix: number): LinearModel {
  const weights: Record<string, number[]> = {};
  for (const f of [...new Set([...Object.keys(a.weights), ...Object.keys(b.weights)])].sort()) {
    const w = a.labels.map((_, k) => round(mix * (a.weights[f]?.[k] ?? 0) + (1 - mix) * (b.weights[f]?.[k] ?? 0)));
    if (weighs(w)) weights[f] = w;
  }
  return { labels: a.labels, bias: a.bias.map((v, k) => round(mix * v + (1 - mix) * b.bias[k]!)), weights };
}


/**
 * The features a model weighs: every non-word feature, and words ("w:...") seen in at least `minDocs` examples;
 * `also` (features with a prior) count as seen. Sorted, so the order of the examples cannot change the model.
 */
function vocabulary(xs: Features[], minDocs: number, also: string[] = [], all = false): { vocab: string[]; index: Map<string, number> } {
  const docs = new Map<string, number>();
  for (const x of xs) for (const f of Object.keys(x)) docs.set(f, (docs.get(f) ?? 0) + 1);
  for (const f of also) if (!docs.has(f)) docs.set(f, 0);
  const vocab = [...docs.keys()].filter((f) => (!all && !f.startsWith('w:')) || docs.get(f)! >= minDocs).sort();
  return { vocab, index: new Map(vocab.map((f, i) => [f, i])) };
}

/** An example's non-zero features of the vocabulary, as (position, value) pairs in the order of their names. */
const sparse = (x: Features, index: Map<string, number>) => Object.keys(x).sort().filter((f) => index.has(f) && x[f]).map((f) => [index.get(f)!, x[f]!] as const);

/** The same pairs as two typed arrays, which the solvers' inner loops read many times (no tuple or iterator per read). */
function packed(x: Features, index: Map<string, number>): { at: Int32Array; value: Float64Array } {
  const pairs = sparse(x, index);
  return { at: Int32Array.from(pairs, ([j]) => j), value: Float64Array.from(pairs, ([, v]) => v) };
}

/** Trains on (features, label) pairs. Same examples and options → same model, to the byte. */
export function train(examples: { x: Features; label: string }[], labels: string[], opts: TrainOptions = DEFAULT_TRAIN): LinearModel {
  return fit(examples, labels, opts).model;
}

/**
 * Fits the L2-regularised (towards the priors) logistic regression to its minimum with L-BFGS (lbfgs.ts), and
 * says whether it got there: every gradient component under `tolerance`.
 */
export function fit(examples: { x: Features; label: string }[], labels: string[], opts: TrainOptions = DEFAULT_TRAIN): { model: LinearModel; converged: boolean; iterations: number } {
  const prior = opts.prior ?? {};
  const { vocab, index } = vocabulary(examples.map(({ x }) => x), opts.minDocs, Object.keys(prior), opts.minDocsAll);
  const rows = examples.map(({ x, label }) => ({ y: labels.indexOf(label), x: packed(x, index) })).filter((r) => r.y >= 0);
  const K = labels.length;
  const counts = labels.map((_, k) => rows.filter((r) => r.y === k).length);
  const weightOf = labels.map((_, k) => (opts.balance && counts[k] ? rows.length / (K * counts[k]!) : 1));
  const n = Math.max(1, rows.length);
  // parameters: K biases, then K weights per feature; the objective is the mean weighted log loss plus
  // l2/2·|W − prior|² (biases are not penalised)
  const P = new Float64Array(K + vocab.length * K);
  vocab.forEach((f, j) => labels.forEach((_, k) => { P[K + j * K + k] = prior[f]?.[k] ?? 0; }));
  // standardise: the penalty on a non-word feature grows with its mean square, as if it were scaled to unit size
  const meanSquare = new Float64Array(vocab.length);
  for (const { x } of rows) for (let i = 0; i < x.at.length; i++) meanSquare[x.at[i]!]! += (x.value[i]! * x.value[i]!) / n;
  const penalty = vocab.map((f, j) => (opts.standardise && !f.startsWith('w:') ? opts.l2 * Math.max(meanSquare[j]!, 1e-3) : opts.l2));
  const s = new Float64Array(K);
  const e = new Float64Array(K);
  const lossAndGradient = (theta: Float64Array, g: Float64Array): number => {
    g.fill(0);
    let loss = 0;
    for (const { y, x: { at, value } } of rows) {
      for (let k = 0; k < K; k++) s[k] = theta[k]!;
      for (let i = 0; i < at.length; i++) {
        const base = K + at[i]! * K;
        for (let k = 0; k < K; k++) s[k]! += theta[base + k]! * value[i]!;
      }
      let max = -Infinity;
      for (let k = 0; k < K; k++) max = Math.max(max, s[k]!);
      let sum = 0;
      for (let k = 0; k < K; k++) sum += (e[k] = Math.exp(s[k]! - max));
      const w = weightOf[y]! / n;
      loss += w * (max + Math.log(sum) - s[y]!);
      for (let k = 0; k < K; k++) {
        const d = (e[k]! / sum - (k === y ? 1 : 0)) * w;
        g[k]! += d;
        for (let i = 0; i < at.length; i++) g[K + at[i]! * K + k]! += d * value[i]!;
      }
    }
    for (let i = K; i < theta.length; i++) {
      const d = theta[i]! - P[i]!;
      const l2 = penalty[Math.floor((i - K) / K)]!;
      loss += (l2 / 2) * d * d;
      g[i]! += l2 * d;
    }
    return loss;
  };
  const result = minimise(lossAndGradient, P, { tolerance: opts.tolerance ?? 1e-7, maxIterations: opts.maxIterations ?? 2000 });
  // keep the JSON small: drop features whose weights all round to nothing
  const weights: Record<string, number[]> = {};
  vocab.forEach((f, j) => {
    const w = Array.from(result.x.subarray(K + j * K, K + (j + 1) * K), round);
    if (weighs(w)) weights[f] = w;
  });
  return { model: { labels, bias: Array.from(result.x.subarray(0, K), round), weights }, converged: result.converged, iterations: result.iterations };
}

/**
 * A ranking model for choosing among a message's candidates (conditional logit): for each group of candidates
 * with at least one chosen, each chosen one's softmax share among itself and those not chosen is maximised, with the same L2
 * penalty as `fit`. What it learns is what makes one candidate likelier than the others of the same message,
 * not how likely a candidate is in general. Returned in the shape of a two-label model (labels no/yes, the
 * weights on yes), so `scores(m, x)[1] - scores(m, x)[0]` ranks.
 */
export function fitRanking(groups: { x: Features; chosen: boolean }[][], opts: TrainOptions): { model: LinearModel; converged: boolean; iterations: number } {
  const used = groups.filter((g) => g.some((c) => c.chosen) && g.some((c) => !c.chosen));
  const { vocab, index } = vocabulary(used.flatMap((g) => g.map(({ x }) => x)), opts.minDocs);
  const rows = used.map((g) => ({ chosen: g.filter((c) => c.chosen).length, candidates: g.map(({ x, chosen }) => ({ chosen, x: packed(x, index) })) }));
  const n = Math.max(1, rows.length);
  const largest = Math.max(0, ...rows.map((r) => r.candidates.length));
  const s = new Float64Array(largest);
  const e = new Float64Array(largest);
  const lossAndGradient = (theta: Float64Array, g: Float64Array): number => {
    g.fill(0);
    let loss = 0;
    for (const { chosen, candidates: group } of rows) {
      let max = -Infinity;
      for (let c = 0; c < group.length; c++) {
        const { at, value } = group[c]!.x;
        let a = 0;
        for (let i = 0; i < at.length; i++) a = a + theta[at[i]!]! * value[i]!;
        s[c] = a;
        max = Math.max(max, a);
      }
      // each chosen candidate's log share among itself and those not chosen: −Σ_chosen (s_i − log(e_i + Σ_not e_j)), per
      // chosen one. Two chosen together are not rivals (with the whole group in the share they were: cross-validated by
      // writing week, recall@3 0.475 → 0.477)
      let others = 0;
      for (let c = 0; c < group.length; c++) {
        e[c] = Math.exp(s[c]! - max);
        if (!group[c]!.chosen) others += e[c]!;
      }
      // Σ_chosen 1 / (e_i + Σ_not e_j): how hard every share pushes down each candidate not chosen
      let push = 0;
      for (let c = 0; c < group.length; c++) {
        if (!group[c]!.chosen) continue;
        const sum = e[c]! + others;
        loss -= (s[c]! - max - Math.log(sum)) / chosen / n;
        push += 1 / sum;
      }
      for (let c = 0; c < group.length; c++) {
        const { chosen: isChosen, x: { at, value } } = group[c]!;
        const d = (isChosen ? e[c]! / (e[c]! + others) - 1 : e[c]! * push) / chosen / n;
        for (let i = 0; i < at.length; i++) g[at[i]!]! += d * value[i]!;
      }
    }
    for (let i = 0; i < theta.length; i++) {
      loss += (opts.l2 / 2) * theta[i]! * theta[i]!;
      g[i]! += opts.l2 * theta[i]!;
    }
    return loss;
  };
  const result = minimise(lossAndGradient, new Float64Array(vocab.length), { tolerance: opts.tolerance ?? 1e-7, maxIterations: opts.maxIterations ?? 2000 });
  const weights: Record<string, number[]> = {};
  vocab.forEach((f, j) => {
    const w = [0, round(result.x[j]!)];
    if (weighs(w)) weights[f] = w;
  });
  return { model: { labels: ['no', 'yes'], bias: [0, 0], weights }, converged: result.converged, iterations: result.iterations };
}
