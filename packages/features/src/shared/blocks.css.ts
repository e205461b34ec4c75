import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@kinstory/ui';

/** Shared by the dashboard blocks: lists of items inside a card. */
export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none' });
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});
export const itemBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0, flex: '1 1 16rem' });
export const itemTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });
export const text = style({ margin: 0, fontSize: vars.fontSize.body, lineHeight: vars.lineHeight.body });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.body });
export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });
export const empty = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space['3'] });
/** A whole-card link with a button beside it (below it on a narrow screen). */
export const linkRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });
globalStyle(`${linkRow} > a`, { flex: '1 1 16rem' });
export const titleRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['2'] });

/** A card that is one link as a whole. */
export const cardLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
