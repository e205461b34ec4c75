/**
 * Limited-memory BFGS for a smooth convex objective (the classifier's L2-regularised log loss).
 *
 * Why not plain gradient descent: the classifier's features differ in scale (0/1 words, narration counts up
 * to 3) and are correlated, so a fixed step size and step count stop far from the optimum, and where they stop
 * moves with every change of the features. L-BFGS follows the curvature and stops when the gradient is
 * (nearly) zero, so the weights are the objective's minimum, whatever the scale of a feature.
 */

export interface MinimiseOptions {
  /** Stop when every component of the gradient is at most this. */
  tolerance: number;
  maxIterations: number;
  /** How many past steps approximate the curvature. */
  memory?: number;
}

export interface MinimiseResult {
  x: Float64Array;
  value: number;
  iterations: number;
  converged: boolean;
}

/** How far past the tolerance a gradient may be when rounding, not the solver, stops the descent. */
const STALL_SLACK = 10;

/** `valueAndGradient(x, g)` returns f(x) and writes ∇f(x) into g. Deterministic: the same inputs give the same bits. */
export function minimise(
  valueAndGradient: (x: Float64Array, g: Float64Array) => number,
  start: Float64Array,
  opts: MinimiseOptions,
): MinimiseResult {
  const n = start.length;
  const m = opts.memory ?? 10;
  let x = Float64Array.from(start);
  let g = new Float64Array(n);
  let f = valueAndGradient(x, g);
  const S: Float64Array[] = [];
  const Y: Float64Array[] = [];
  const rho: number[] = [];
  const dir = new Float64Array(n);
  const alpha = new Array<number>(m);
  const maxAbs = (v: Float64Array) => v.reduce((a, b) => Math.max(a, Math.abs(b)), 0);
  /** Drops the remembered steps: the next direction is steepest descent. */
  const forgetCurvature = () => { S.length = 0; Y.length = 0; rho.length = 0; };
  for (let it = 0; it < opts.maxIterations; it++) {
    if (maxAbs(g) <= opts.tolerance) return { x, value: f, iterations: it, converged: true };
    // two-loop recursion: dir = -H·g
    for (let i = 0; i < n; i++) dir[i] = -g[i]!;
    for (let k = S.length - 1; k >= 0; k--) {
      alpha[k] = rho[k]! * dot(S[k]!, dir);
      axpy(-alpha[k]!, Y[k]!, dir);
    }
    if (S.length) {
      const last = S.length - 1;
      scale(dir, dot(S[last]!, Y[last]!) / dot(Y[last]!, Y[last]!));
    } else {
      scale(dir, 1 / Math.max(1, maxAbs(g)));
    }
    for (let k = 0; k < S.length; k++) axpy(alpha[k]! - rho[k]! * dot(Y[k]!, dir), S[k]!, dir);
    let slope = dot(g, dir);
    if (slope >= 0) {
      // not a descent direction (curvature lost to rounding): restart from steepest descent
      forgetCurvature();
      for (let i = 0; i < n; i++) dir[i] = -g[i]! / Math.max(1, maxAbs(g));
      slope = dot(g, dir);
    }
    // backtracking line search (Armijo)
    let step = 1;
    const next = new Float64Array(n);
    const gNext = new Float64Array(n);
    let fNext = Infinity;
    for (let tries = 0; tries < 40; tries++) {
      for (let i = 0; i < n; i++) next[i] = x[i]! + step * dir[i]!;
      fNext = valueAndGradient(next, gNext);
      if (fNext <= f + 1e-4 * step * slope) break;
      step /= 2;
    }
    if (!(fNext < f) && !(fNext === f && maxAbs(gNext) < maxAbs(g))) {
      // no step along the curvature's direction lowers the objective: forget the curvature and try steepest
      // descent once more; if that fails too, rounding has the last word: the objective cannot be lowered in
      // float64 from here. That is the minimum when the gradient is within ten times the tolerance (a stall seen
      // at 1.07e-7 against 1e-7, the objective's last bits spent); further off, something else is wrong.
      if (S.length) { forgetCurvature(); continue; }
      return { x, value: f, iterations: it, converged: maxAbs(g) <= opts.tolerance * STALL_SLACK };
    }
    const s = new Float64Array(n);
    const y = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      s[i] = next[i]! - x[i]!;
      y[i] = gNext[i]! - g[i]!;
    }
    const sy = dot(s, y);
    if (sy > 1e-12) {
      if (S.length === m) { S.shift(); Y.shift(); rho.shift(); }
      S.push(s); Y.push(y); rho.push(1 / sy);
    }
    x = next; g = gNext; f = fNext;
  }
  return { x, value: f, iterations: opts.maxIterations, converged: maxAbs(g) <= opts.tolerance };
}

function dot(a: Float64Array, b: Float64Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}

function axpy(a: number, x: Float64Array, y: Float64Array): void {
  for (let i = 0; i < y.length; i++) y[i]! += a * x[i]!;
}

function scale(v: Float64Array, a: number): void {
  for (let i = 0; i < v.length; i++) v[i]! *= a;
}
