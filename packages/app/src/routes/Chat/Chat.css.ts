import { style } from '@vanilla-extract/css';
import { vars } from '@kinstory/ui';
import { flexColumn, wrappingRow } from '@kinstory/ui/styles';
import { pageColumn } from '../../app/pageColumn.ts';

const wide = 'screen and (min-width: 64rem)';

export const layout = style({
  ...pageColumn('90rem'),
  padding: vars.space['4'],
  display: 'grid',
  gap: vars.space['5'],
  gridTemplateColumns: '1fr',
  '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(18rem, 1fr)' } },
});

export const conversation = style(flexColumn(vars.space['4']));

/**
 * The messages (and a new conversation's greeting), in a box of the screen's height less the
 * header, the toolbar and the composer (room for them on a phone), never under 16rem: what arrives
 * scrolls inside it and does not move the composer below.
 */
export const messages = style({
  height: 'max(16rem, 100svh - 32rem)',
  // One row of header and toolbar there.
  '@media': { [wide]: { height: 'max(16rem, 100svh - 18rem)' } },
});

export const toolbar = style({ ...wrappingRow(vars.space['3']), justifyContent: 'space-between' });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const tools = style({ display: 'flex', gap: vars.space['2'] });

/** The memories panel has its own column on wide screens; on small ones the toggle shows it. */
export const memoriesToggle = style({ '@media': { [wide]: { display: 'none' } } });

export const panel = style({
  display: 'none',
  selectors: { '&[data-open]': { display: 'block' } },
  '@media': { [wide]: { display: 'block' } },
});
