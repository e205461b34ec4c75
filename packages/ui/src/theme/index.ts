export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
export { useTheme, type ThemeContextValue } from './useTheme';
export { themeScript } from './themeScript';
export {
  colorSchemes,
  themeClass,
  THEME_STORAGE_KEY,
  resolveScheme,
  applySchemeClass,
  type ColorScheme,
  type ResolvedScheme,
} from './constants';
