import { style } from '@vanilla-extract/css';
import { vars } from '@kinstory/ui';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  paddingTop: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
});
export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });
export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none' });
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});
export const byline = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space['2'], margin: 0 });
export const author = style({ fontWeight: vars.fontWeight.bold });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.body });
export const text = style({ margin: 0, fontSize: vars.fontSize.body, lineHeight: vars.lineHeight.body, whiteSpace: 'pre-wrap' });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const buttons = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });
