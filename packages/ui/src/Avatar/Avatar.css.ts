import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

export const avatarRecipe = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.accentSoft,
    color: vars.color.text,
    fontWeight: vars.fontWeight.bold,
    objectFit: 'cover',
  },
  variants: {
    size: {
      sm: { width: '2.5rem', height: '2.5rem', fontSize: vars.fontSize.sm },
      md: { width: '3.5rem', height: '3.5rem', fontSize: vars.fontSize.lg },
      lg: { width: '5rem', height: '5rem', fontSize: vars.fontSize.xl },
    },
  },
  defaultVariants: { size: 'md' },
});
