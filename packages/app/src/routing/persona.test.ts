import { describe, expect, it } from 'vitest';
import { dashboardFor } from './persona.ts';

describe('dashboardFor', () => {
  it.each([
    ['storyteller', '/storyteller-dashboard'],
    ['elderly', '/storyteller-dashboard'],
    ['admin', '/admin-dashboard'],
    ['contributor', '/contributor-dashboard'],
    ['viewer', '/viewer-dashboard'],
    ['gardener', '/contributor-dashboard'],
    ['', '/contributor-dashboard'],
    [null, '/contributor-dashboard'],
    [undefined, '/contributor-dashboard'],
  ])('%s → %s', (persona, path) => {
    expect(dashboardFor(persona)).toBe(path);
  });
});
