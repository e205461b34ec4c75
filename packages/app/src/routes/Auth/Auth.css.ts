import { style } from '@vanilla-extract/css';
import { vars } from '@kinstory/ui';

export const home = style({
  alignSelf: 'center',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  textDecoration: 'none',
});

/** The way in without a password, set apart from the password form above it. */
export const noPassword = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  marginTop: vars.space['5'],
  paddingTop: vars.space['5'],
  borderTop: `1px solid ${vars.color.border}`,
});
