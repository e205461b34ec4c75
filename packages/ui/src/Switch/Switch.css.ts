import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';
import { focusVisible } from '../styles/focus';

/** react-aria's Switch, styled by its state attributes, as the design system's primitives are. */
export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: vars.control.md,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const track = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  width: '3.25rem',
  height: '1.875rem',
  padding: '0.1875rem',
  boxSizing: 'border-box',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceSunken,
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${root}[data-selected] &`]: { backgroundColor: vars.color.accentStrong, borderColor: vars.color.accentStrong },
    [`${root}[data-focus-visible] &`]: focusVisible,
  },
});

export const thumb = style({
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.text,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { [`${root}[data-selected] &`]: { transform: 'translateX(1.375rem)', backgroundColor: vars.color.surfaceRaised } },
});
