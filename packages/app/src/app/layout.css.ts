import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@kinstory/ui';
import { bareList, flexColumn, wrappingRow } from '@kinstory/ui/styles';
import { pageColumn } from './pageColumn.ts';

globalStyle('body', {
  margin: 0,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
});

globalStyle('h1, h2, h3', { fontFamily: vars.font.heading, lineHeight: vars.lineHeight.tight });

export const page = style({ ...pageColumn('72rem'), padding: `${vars.space['6']} ${vars.space['4']}`, ...flexColumn(vars.space['6']) });

export const narrow = style([page, { maxWidth: '36rem' }]);

export const stack = style(flexColumn(vars.space['4']));

export const row = style(wrappingRow(vars.space['3']));

export const spread = style([row, { justifyContent: 'space-between' }]);

export const grid = style({
  display: 'grid',
  gap: vars.space['5'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const subheading = style({ margin: 0, fontSize: vars.fontSize.xl });

export const centered = style({ textAlign: 'center', alignItems: 'center' });

export const plainList = style({ ...bareList, ...flexColumn(vars.space['3']) });

// No margin: a paragraph's default margin would collapse through <main> and move it when the page replaces the fallback (layout shift).
export const loading = style({ margin: 0, padding: vars.space['7'], textAlign: 'center', fontSize: vars.fontSize.lg });

/** A page's h1 inside a card header (CardTitle goes from h2 down). */
export const cardHeading = style({ margin: 0, fontSize: vars.fontSize.xl });
