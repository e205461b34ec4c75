import { style } from '@vanilla-extract/css';
import { vars } from '@kinstory/ui';

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });
export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], fontSize: vars.fontSize.body, lineHeight: vars.lineHeight.body });
export const text = style({ margin: 0 });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' });
export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space['1']} ${vars.space['3']}`, margin: 0 });
export const term = style({ fontWeight: vars.fontWeight.bold });
export const detail = style({ margin: 0 });
export const extras = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const history = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
export const historyList = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' });
export const historyItem = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['2'] });
