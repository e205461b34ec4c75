import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@kinstory/ui';
import { bodyText, flexColumn, focusVisible, itemCard, wrappingRow } from '@kinstory/ui/styles';

export const player = recipe({
  base: {
    ...flexColumn(vars.space['3']),
    ...itemCard({ edge: vars.color.borderStrong, fill: vars.color.surfaceRaised }),
    ...bodyText,
  },
  variants: {
    size: {
      full: {},
      compact: { padding: vars.space['3'], gap: vars.space['2'] },
    },
  },
  defaultVariants: { size: 'full' },
});

export const row = style(wrappingRow(vars.space['2']));

export const position = style(wrappingRow(`${vars.space['1']} ${vars.space['3']}`));

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const message = style({ margin: 0, fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const clock = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.medium });

/** A native range input: arrow keys seek, and the whole 44px-high strip takes a tap. */
export const slider = style({
  flex: '1 1 10rem',
  minWidth: '8rem',
  height: vars.control.md,
  margin: 0,
  accentColor: vars.color.accentStrong,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { ...focusVisible, borderRadius: vars.radius.sm },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const speed = style({ minWidth: vars.control.md, fontVariantNumeric: 'tabular-nums' });
