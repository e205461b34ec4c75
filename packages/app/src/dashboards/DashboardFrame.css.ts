import { style } from '@vanilla-extract/css';
import { vars } from '@kinstory/ui';
import { flexColumn } from '@kinstory/ui/styles';
import * as layout from '../app/layout.css.ts';

/**
 * From 64rem (1024 px at the default text size) the dashboard's blocks sit in two columns. At 200%
 * zoom a 1280 px window is 640 CSS px wide, below this, so zoomed text keeps one column.
 */
const wide = 'screen and (min-width: 64rem)';

/**
 * One column, and from `wide` two: the main one (stories) wider than the side one. Each column is
 * a run of the page's DOM, so reading, tab and screen-reader order stay those of one column.
 */
/** The page, wider than others' so that two columns have room. */
export const page = style([layout.page, { maxWidth: '90rem' }]);

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const column = style({
  ...flexColumn(vars.space['6']),
  minWidth: 0,
  // The side column before the data arrives: no gap for nothing on a phone.
  selectors: { '&:empty': { display: 'none' } },
});
