import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinnerRecipe = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.pill,
    border: '0.18em solid currentColor',
    borderRightColor: 'transparent',
    // With reduced motion the duration token is 0 and the ring simply stands still.
    animation: `${spin} ${vars.motion.slow} linear infinite`,
  },
  variants: {
    size: {
      sm: { width: '1em', height: '1em' },
      md: { width: '1.5em', height: '1.5em' },
      lg: { width: '2.5em', height: '2.5em' },
    },
  },
  defaultVariants: { size: 'md' },
});
