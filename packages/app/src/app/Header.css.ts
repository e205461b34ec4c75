import { style } from '@vanilla-extract/css';
import { vars } from '@kinstory/ui';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  // At 200% zoom or on a phone the actions go to a second line rather than off the screen.
  flexWrap: 'wrap',
  gap: vars.space['4'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const logo = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  textDecoration: 'none',
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space['3'], minWidth: 0 });

/** The e-mail address is shown on wide screens only (SPEC §2 Global header). */
export const email = style({
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  display: 'none',
  '@media': { 'screen and (min-width: 48rem)': { display: 'inline' } },
});

/**
 * "Loading..." while the session is restored, in the box of the Sign In / Sign Out button that
 * replaces it (the Button recipe's border, padding and height): on a phone the header's actions
 * wrap, and a narrower placeholder would wrap differently and move the page down (layout shift).
 */
export const pending = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.control.md,
  padding: `0 ${vars.space['5']}`,
  border: '2px solid transparent',
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
});
