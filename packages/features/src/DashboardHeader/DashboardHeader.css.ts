import { style } from '@vanilla-extract/css';
import { vars } from '@kinstory/ui';

export const root = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['4'], color: vars.color.text });
export const who = style({ display: 'flex', alignItems: 'center', gap: vars.space['4'], flex: '1 1 18rem', minWidth: 0 });
// Composed here: the ui Avatar always upper-cases the first letter of a name, and SPEC keeps userName's letter as typed.
export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.control.lg,
  height: vars.control.lg,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});
/** The name and subtitle: takes the row's room and may shrink (a placeholder's width is a share of it). */
export const text = style({ flex: '1 1 0', minWidth: 0, overflowWrap: 'anywhere' });
export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });
export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.lg });
// A skeleton that keeps the line's own height (it holds a space of the heading's or subtitle's font).
export const line = style({ selectors: { '&&': { display: 'inline-block', height: 'auto', maxWidth: '100%', verticalAlign: 'top' } } });
