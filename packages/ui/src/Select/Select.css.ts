import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';
import { focusVisible } from '../styles/focus';

export const selectRecipe = recipe({
  base: {
    boxSizing: 'border-box',
    minHeight: vars.control.md,
    maxWidth: '100%',
    padding: `0 ${vars.space['3']}`,
    fontSize: vars.fontSize.body,
    fontFamily: vars.font.body,
    color: vars.color.text,
    background: vars.color.surfaceRaised,
    border: `2px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': focusVisible,
      '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    },
  },
  variants: {
    size: {
      default: {},
      lg: { minHeight: vars.control.lg },
    },
  },
  defaultVariants: { size: 'default' },
});
