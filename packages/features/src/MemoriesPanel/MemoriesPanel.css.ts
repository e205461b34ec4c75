import { style } from '@vanilla-extract/css';
import { vars } from '@kinstory/ui';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['4'],
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
});
export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });
export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none' });
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' });
export const fact = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const text = style({ margin: 0 });
