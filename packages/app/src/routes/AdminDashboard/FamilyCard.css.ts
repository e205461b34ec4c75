import { style } from '@vanilla-extract/css';
import { vars } from '@kinstory/ui';

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const link = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.successSoft,
});

export const code = style({ wordBreak: 'break-all', fontSize: vars.fontSize.sm });
