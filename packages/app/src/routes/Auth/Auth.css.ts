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
