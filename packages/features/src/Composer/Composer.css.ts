import { style } from '@vanilla-extract/css';
import { vars } from '@kinstory/ui';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const row = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space['2'] });

export const textarea = style({ flex: 1, minHeight: vars.control.lg, resize: 'vertical' });

export const seconds = style({ fontVariantNumeric: 'tabular-nums' });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
