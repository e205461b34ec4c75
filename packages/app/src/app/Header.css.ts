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
