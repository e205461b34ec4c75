import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

export const chipRecipe = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    minHeight: '2rem',
    padding: `0 ${vars.space['3']}`,
    borderRadius: vars.radius.pill,
    border: `1px solid ${vars.color.borderStrong}`,
    color: vars.color.text,
    fontSize: vars.fontSize.body,
  },
  variants: {
    tone: {
      neutral: { backgroundColor: vars.color.surfaceRaised },
      accent: { backgroundColor: vars.color.accentSoft },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
