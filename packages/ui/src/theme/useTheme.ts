import { createContext, useContext } from 'react';
import type { ColorScheme, ResolvedScheme } from './constants';

export interface ThemeContextValue {
  /** The user's choice. */
  scheme: ColorScheme;
  /** The scheme being painted right now ("system" resolved through prefers-color-scheme). */
  resolved: ResolvedScheme;
  setScheme: (scheme: ColorScheme) => void;
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);

/** The colour scheme and a setter. Must be used inside <ThemeProvider>. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
