import { describe, expect, it } from 'vitest';
import { themeScript } from './themeScript';

/** Runs the inline script against a stand-in page: storage, media query and <html> classes. */
function runScript({ saved, prefersDark }: { saved: string | null; prefersDark: boolean }) {
  const classes = new Set(['ks-light']);
  const page = {
    localStorage: { getItem: (key: string) => (key === 'ks-color-scheme' ? saved : null) },
    matchMedia: (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && prefersDark }),
    document: {
      documentElement: {
        classList: { add: (c: string) => classes.add(c), remove: (...cs: string[]) => cs.forEach((c) => classes.delete(c)) },
      },
    },
  };
  new Function('localStorage', 'matchMedia', 'document', themeScript)(page.localStorage, page.matchMedia, page.document);
  return [...classes];
}

describe('themeScript (runs before first paint)', () => {
  it('applies a saved dark choice', () => {
    expect(runScript({ saved: 'dark', prefersDark: false })).toEqual(['ks-dark']);
  });

  it('applies a saved light choice even when the device prefers dark', () => {
    expect(runScript({ saved: 'light', prefersDark: true })).toEqual(['ks-light']);
  });

  it('follows the device for "system" or nothing saved', () => {
    expect(runScript({ saved: 'system', prefersDark: true })).toEqual(['ks-dark']);
    expect(runScript({ saved: null, prefersDark: false })).toEqual(['ks-light']);
  });

  it('never throws when storage is blocked', () => {
    const blocked = () => {
      throw new Error('SecurityError');
    };
    expect(() =>
      new Function('localStorage', 'matchMedia', 'document', themeScript)({ getItem: blocked }, blocked, {}),
    ).not.toThrow();
  });
});
