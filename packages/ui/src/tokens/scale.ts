/** Scheme-independent tokens: the same in light and dark. */
export const scale = {
  space: {
    '0': '0',
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.5rem',
    '6': '2rem',
    '7': '3rem',
  },
  radius: { sm: '0.5rem', md: '0.75rem', lg: '1.25rem', pill: '9999px' },
  shadow: {
    raised: '0 1px 2px rgb(33 26 22 / 0.12), 0 2px 8px rgb(33 26 22 / 0.08)',
    overlay: '0 8px 24px rgb(33 26 22 / 0.24)',
  },
  font: {
    body: '"Atkinson Hyperlegible", "Segoe UI", system-ui, -apple-system, sans-serif',
    heading: 'Georgia, "Iowan Old Style", "Times New Roman", serif',
  },
  /** Body text is 18px or more: our readers are older. */
  fontSize: { sm: '1rem', body: '1.125rem', lg: '1.375rem', xl: '1.75rem', xxl: '2.25rem' },
  fontWeight: { regular: '400', medium: '600', bold: '700' },
  lineHeight: { tight: '1.25', body: '1.6' },
  motion: { fast: '120ms', normal: '200ms', slow: '1200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  // Every target at least 44 px (WCAG 2.5.5): a small control is smaller in text and padding only.
  control: { sm: '2.75rem', md: '2.75rem', lg: '3.5rem' },
} as const;
