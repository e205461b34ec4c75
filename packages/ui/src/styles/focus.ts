import { vars } from '../tokens/contract.css';

/** The one focus indicator, shown only for keyboard focus (react-aria's data-focus-visible). */
export const focusVisible = {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '3px',
} as const;
