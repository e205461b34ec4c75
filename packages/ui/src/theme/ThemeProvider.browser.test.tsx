import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { cleanupRendered, renderInScheme } from '../testing/renderInScheme';
import { THEME_STORAGE_KEY } from './constants';
import { ThemeProvider } from './ThemeProvider';

/** A controllable prefers-color-scheme: the real one cannot be flipped from inside the page. */
function fakeDarkQuery(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return matches;
    },
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  }));
  return (next: boolean) => {
    matches = next;
    listeners.forEach((fn) => fn());
  };
}

describe('ThemeProvider', () => {
  afterEach(() => {
    cleanupRendered();
    vi.unstubAllGlobals();
    localStorage.removeItem(THEME_STORAGE_KEY);
    document.documentElement.className = '';
  });

  it('"system" follows prefers-color-scheme live', async () => {
    const setDeviceDark = fakeDarkQuery(false);
    renderInScheme(<ThemeProvider defaultScheme="system" />, 'light');
    await vi.waitFor(() => expect(document.documentElement.className).toBe('ks-light'));
    act(() => setDeviceDark(true));
    await vi.waitFor(() => expect(document.documentElement.className).toBe('ks-dark'));
  });

  it('a saved choice wins over the default', async () => {
    fakeDarkQuery(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    renderInScheme(<ThemeProvider defaultScheme="light" />, 'light');
    await vi.waitFor(() => expect(document.documentElement.className).toBe('ks-dark'));
  });
});
