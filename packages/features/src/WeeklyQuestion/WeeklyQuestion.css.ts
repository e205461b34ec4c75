import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@kinstory/ui';
import { focusVisible } from '@kinstory/ui/styles';
import * as blocks from '../shared/blocks.css.ts';

/** Focus moved here from code (a form opened, a change saved) shows as any keyboard focus does. */
const focusable = { selectors: { '&:focus-visible': focusVisible } } as const;

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontFamily: vars.font.heading, lineHeight: vars.lineHeight.tight, ...focusable });

/** Day and time side by side where they fit, one under the other on a phone. */
export const fieldRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  gap: vars.space['4'],
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });

/** A calm note (the failing send, the outbox): a tinted panel with an edge, not an alarm. */
export const note = style({
  margin: 0,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.infoSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'anywhere',
});

export const link = style({ color: vars.color.accentStrong, fontWeight: vars.fontWeight.medium });

export const statement = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere', ...focusable });

/** A next question: the list item of the dashboard blocks, its text, source and buttons one under another. */
export const question = style([blocks.item, { flexDirection: 'column', alignItems: 'stretch', gap: vars.space['2'] }]);

/** Send now's label is long: on a phone it wraps inside the button instead of running off the card. */
export const sendNow = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space['2'] });
globalStyle(`${sendNow} > button`, { whiteSpace: 'normal', maxWidth: '100%', textAlign: 'center' });
