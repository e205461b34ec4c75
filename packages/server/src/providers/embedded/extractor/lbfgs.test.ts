import { describe, expect, it } from 'vitest';
import { minimise } from './lbfgs.ts';

describe('the L-BFGS solver', () => {
  it('finds the minimum of a badly scaled quadratic', () => {
    const r = minimise((x, g) => {
      g[0] = 2 * (x[0]! - 3);
      g[1] = 2000 * (x[1]! + 1);
      return (x[0]! - 3) ** 2 + 1000 * (x[1]! + 1) ** 2;
    }, new Float64Array(2), { tolerance: 1e-9, maxIterations: 200 });
    expect(r.converged).toBe(true);
    expect(r.x[0]).toBeCloseTo(3, 6);
    expect(r.x[1]).toBeCloseTo(-1, 6);
  });

  // an objective whose value no longer changes in float64 while its gradient is still a little above the tolerance:
  // where rounding, not the solver, stops the descent
  const stalled = (gradient: number) => minimise((_x, g) => {
    g[0] = gradient;
    return 1;
  }, new Float64Array(1), { tolerance: 1e-7, maxIterations: 50 });

  it('calls a stall from rounding within ten times the tolerance converged', () => {
    expect(stalled(1.07e-7).converged).toBe(true);
    expect(stalled(9e-7).converged).toBe(true);
  });

  it('does not call a stall further from the tolerance converged', () => {
    expect(stalled(2e-6).converged).toBe(false);
    expect(stalled(1e-3).converged).toBe(false);
  });
});
