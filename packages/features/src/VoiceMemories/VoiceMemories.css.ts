import { style } from '@vanilla-extract/css';
import { vars } from '@kinstory/ui';

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const label = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.body });
export const problem = style({ margin: 0, color: vars.color.criticalStrong, fontWeight: vars.fontWeight.medium });
