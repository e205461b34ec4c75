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
export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });
export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.lg });
