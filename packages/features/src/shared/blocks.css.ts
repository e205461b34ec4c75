import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@kinstory/ui';
import { bareList, bodyText, flexColumn, itemCard, wrappingRow } from '@kinstory/ui/styles';

/** Shared by the dashboard blocks: lists of items inside a card. */
export const list = style({ ...flexColumn(vars.space['3']), ...bareList });
export const item = style({ ...wrappingRow(vars.space['3']), justifyContent: 'space-between', ...itemCard() });
export const itemBody = style({ ...flexColumn(vars.space['1']), minWidth: 0, flex: '1 1 16rem' });
export const itemTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });
export const text = style({ margin: 0, ...bodyText });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.body });
export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const row = style(wrappingRow(vars.space['2']));
export const empty = style({ ...flexColumn(vars.space['3']), alignItems: 'flex-start' });
/** A whole-card link with a button beside it (below it on a narrow screen). */
export const linkRow = style(wrappingRow(vars.space['3']));
globalStyle(`${linkRow} > a`, { flex: '1 1 16rem' });
export const titleRow = style({ ...wrappingRow(vars.space['2']), justifyContent: 'space-between' });

/** A card that is one link as a whole. */
export const cardLink = style({
  ...flexColumn(vars.space['1']),
  ...itemCard({ edge: vars.color.borderStrong }),
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
