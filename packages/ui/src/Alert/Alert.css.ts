import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

export const alertRecipe = recipe({
  base: {
    boxSizing: 'border-box',
    padding: `${vars.space['3']} ${vars.space['4']}`,
    borderRadius: vars.radius.md,
    borderInlineStart: '6px solid',
    color: vars.color.text,
    fontSize: vars.fontSize.body,
  },
  variants: {
    tone: {
      critical: { backgroundColor: vars.color.criticalSoft, borderColor: vars.color.critical },
      success: { backgroundColor: vars.color.successSoft, borderColor: vars.color.success },
    },
    part: {
      root: {},
      title: { margin: 0, padding: 0, border: 0, background: 'none', fontWeight: vars.fontWeight.bold },
    },
  },
  defaultVariants: { tone: 'critical', part: 'root' },
});
