import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@kinstory/ui';
import { bareList, flexColumn, wrappingRow } from '@kinstory/ui/styles';

export const section = style(flexColumn(vars.space['3']));

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontFamily: vars.font.heading, lineHeight: vars.lineHeight.tight });

/** Wraps into as many columns as fit: one at a phone's width or at 200% zoom. */
export const coverageList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  gap: vars.space['2'],
  ...bareList,
});

/** A period or theme: a thin one is drawn with a dashed edge, so it does not rely on colour alone. */
export const coverage = recipe({
  base: {
    ...wrappingRow(vars.space['2']),
    justifyContent: 'space-between',
    minHeight: vars.control.md,
    padding: `${vars.space['2']} ${vars.space['3']}`,
    borderRadius: vars.radius.md,
    borderWidth: '1px',
    fontSize: vars.fontSize.body,
    color: vars.color.text,
  },
  variants: {
    thin: {
      true: { borderStyle: 'dashed', borderColor: vars.color.borderStrong, backgroundColor: vars.color.surface },
      false: { borderStyle: 'solid', borderColor: vars.color.border, backgroundColor: vars.color.surfaceSunken },
    },
  },
  defaultVariants: { thin: false },
});

export const coverageName = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
