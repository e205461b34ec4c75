import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  applySchemeClass,
  DARK_QUERY,
  isColorScheme,
  resolveScheme,
  THEME_STORAGE_KEY,
  type ColorScheme,
} from './constants';
import { ThemeContext } from './useTheme';

function readStored(key: string): ColorScheme | null {
  try {
    const value = localStorage.getItem(key);
    return isColorScheme(value) ? value : null;
  } catch {
    return null; // storage may be blocked (private mode, sandboxed iframe)
  }
}

function subscribeToDarkQuery(onChange: () => void) {
  const query = matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const prefersDark = () => matchMedia(DARK_QUERY).matches;

export interface ThemeProviderProps {
  children?: ReactNode;
  /**
   * Scheme used when nothing is saved yet.
   * @default 'system'
   */
  defaultScheme?: ColorScheme;
  /**
   * localStorage key for the user's choice; must match the key `themeScript` reads.
   * @default 'ks-color-scheme'
   */
  storageKey?: string;
}

/** Holds the colour scheme, saves the choice and keeps the class on <html> in step. */
export function ThemeProvider({
  children,
  defaultScheme = 'system',
  storageKey = THEME_STORAGE_KEY,
}: ThemeProviderProps) {
  const [scheme, setSchemeState] = useState<ColorScheme>(() => readStored(storageKey) ?? defaultScheme);
  // A live subscription: with "system", flipping the OS setting repaints at once.
  const dark = useSyncExternalStore(subscribeToDarkQuery, prefersDark, () => false);
  const resolved = resolveScheme(scheme, dark);

  useEffect(() => applySchemeClass(resolved), [resolved]);

  const setScheme = useCallback(
    (next: ColorScheme) => {
      setSchemeState(next);
      try {
        localStorage.setItem(storageKey, next);
      } catch {
        // The choice still applies for this visit.
      }
    },
    [storageKey],
  );

  const value = useMemo(() => ({ scheme, resolved, setScheme }), [scheme, resolved, setScheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
ThemeProvider.displayName = 'ThemeProvider';
