import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const skeletonRecipe = recipe({
  base: {
    display: 'block',
    backgroundColor: vars.color.neutralSoft,
    // Reduced motion sets the duration to 0: the block stays, the pulse stops.
    animation: `${pulse} calc(${vars.motion.slow} * 2) ease-in-out infinite`,
  },
  variants: {
    shape: {
      text: { height: '1.125rem', borderRadius: vars.radius.sm },
      block: { height: '6rem', borderRadius: vars.radius.lg },
      circle: { width: '3.5rem', height: '3.5rem', borderRadius: vars.radius.pill },
    },
  },
  defaultVariants: { shape: 'text' },
});
