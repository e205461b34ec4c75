import { style } from '@vanilla-extract/css';
import { vars } from '@kinstory/ui';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
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

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

/** The e-mail address is shown on wide screens only (SPEC §2 Global header). */
export const email = style({
  color: vars.color.textMuted,
  display: 'none',
  '@media': { 'screen and (min-width: 48rem)': { display: 'inline' } },
});
