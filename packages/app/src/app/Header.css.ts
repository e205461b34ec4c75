import { style } from '@vanilla-extract/css';
import { vars } from '@kinstory/ui';
import { buttonBox, wrappingRow } from '@kinstory/ui/styles';

export const header = style({
  // At 200% zoom or on a phone the actions go to a second line rather than off the screen.
  ...wrappingRow(vars.space['4']),
  justifyContent: 'space-between',
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

export const actions = style({ ...wrappingRow(vars.space['3']), justifyContent: 'flex-end', minWidth: 0 });

/** The e-mail address is shown on wide screens only (SPEC §2 Global header). */
export const email = style({
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  display: 'none',
  '@media': { 'screen and (min-width: 48rem)': { display: 'inline' } },
});

/**
 * "Loading..." while the session is restored, in the box of the Sign In / Sign Out button that
 * replaces it (the Button's box, and its default size's padding and height): on a phone the
 * header's actions wrap, and a narrower placeholder would wrap differently and move the page down
 * (layout shift).
 */
export const pending = style({
  boxSizing: 'border-box',
  ...buttonBox,
  minHeight: vars.control.md,
  padding: `0 ${vars.space['5']}`,
  fontSize: vars.fontSize.body,
});

/**
 * The room of a signed-in button while the session is restored, on pages for signed-in people
 * only: its box at its size, empty, so the header's rows do not change when the button comes.
 */
export const reserved = style({ visibility: 'hidden' });
