import { describe, expect, it } from 'vitest';
import { resolveDashboard } from './resolveDashboard.ts';

function sources(fetched: string | null | Error, cached: string | null) {
  const store = { cached };
  return {
    store,
    fetchPersona: async () => {
      if (fetched instanceof Error) throw fetched;
      return fetched;
    },
    getCachedPersona: () => store.cached,
    setCachedPersona: (persona: string) => void (store.cached = persona),
  };
}

describe('resolveDashboard', () => {
  it("goes to the profile persona's dashboard and caches the persona", async () => {
    const s = sources('storyteller', null);
    expect(await resolveDashboard(s)).toBe('/storyteller-dashboard');
    expect(s.store.cached).toBe('storyteller');
  });

  it('uses the cached persona when the profile fetch fails', async () => {
    expect(await resolveDashboard(sources(new Error('Failed to fetch profile'), 'admin'))).toBe('/admin-dashboard');
  });

  it('falls back to contributor with neither', async () => {
    expect(await resolveDashboard(sources(new Error('offline'), null))).toBe('/contributor-dashboard');
  });

  it('uses the cached persona when the profile names none', async () => {
    expect(await resolveDashboard(sources(null, 'viewer'))).toBe('/viewer-dashboard');
  });

  it('sends elderly to the storyteller dashboard', async () => {
    expect(await resolveDashboard(sources('elderly', null))).toBe('/storyteller-dashboard');
  });
});
