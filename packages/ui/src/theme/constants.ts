export const colorSchemes = ['light', 'dark', 'system'] as const;
/** What the user chose: a fixed scheme, or follow the device. */
export type ColorScheme = (typeof colorSchemes)[number];
/** What is actually painted. */
export type ResolvedScheme = Exclude<ColorScheme, 'system'>;

/** The class on <html> that selects a scheme's token values. */
export const themeClass = { light: 'ks-light', dark: 'ks-dark' } as const;
export const THEME_STORAGE_KEY = 'ks-color-scheme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isColorScheme(value: unknown): value is ColorScheme {
  return typeof value === 'string' && (colorSchemes as readonly string[]).includes(value);
}

export function resolveScheme(scheme: ColorScheme, prefersDark: boolean): ResolvedScheme {
  if (scheme === 'system') return prefersDark ? 'dark' : 'light';
  return scheme;
}

/** Puts exactly one scheme class on the element (by default <html>). */
export function applySchemeClass(scheme: ResolvedScheme, el: Element = document.documentElement) {
  el.classList.remove(themeClass.light, themeClass.dark);
  el.classList.add(themeClass[scheme]);
}
