import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@kinstory/ui';
import { raisedPanel } from '@kinstory/ui/styles';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.4 } });

export const launcher = style({ position: 'relative', display: 'inline-flex' });
export const dot = style({
  position: 'absolute',
  top: 0,
  right: 0,
  width: '0.875rem',
  height: '0.875rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.critical,
  border: `2px solid ${vars.color.surface}`,
  animation: `${pulse} ${vars.motion.slow} ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  width: 'min(26rem, 100%)',
  maxHeight: '36rem',
  boxSizing: 'border-box',
  ...raisedPanel(vars.shadow.overlay),
  overflow: 'hidden',
});
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'], padding: vars.space['4'], borderBottom: `1px solid ${vars.color.border}` });
export const title = style({ margin: 0, flex: 1, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg });
export const messages = style({ flex: 1, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: vars.space['3'], padding: vars.space['4'] });
export const prompts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], padding: `0 ${vars.space['4']}` });
export const form = style({ display: 'flex', gap: vars.space['2'], padding: vars.space['4'] });
export const input = style({ flex: 1, minWidth: 0 });
export const footer = style({ margin: 0, padding: `0 ${vars.space['4']} ${vars.space['4']}`, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const thinking = style({ margin: 0, color: vars.color.textMuted, fontStyle: 'italic' });
