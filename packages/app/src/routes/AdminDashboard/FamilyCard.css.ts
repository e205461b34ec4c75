import { style } from '@vanilla-extract/css';
import { vars } from '@kinstory/ui';

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const select = style({
  minHeight: vars.control.lg,
  padding: `0 ${vars.space['3']}`,
  fontSize: vars.fontSize.body,
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const link = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.successSoft,
});

export const code = style({ wordBreak: 'break-all', fontSize: vars.fontSize.sm });
