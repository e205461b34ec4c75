import { keyframes } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';
import { buttonBox } from '../styles/button';
import { focusVisible } from '../styles/focus';

const press = keyframes({ from: { transform: 'scale(0.97)' }, to: { transform: 'scale(1)' } });

const filled = (bg: string, fg: string) => ({ backgroundColor: bg, color: fg, borderColor: bg });

export const buttonRecipe = recipe({
  base: {
    ...buttonBox,
    gap: vars.space['2'],
    borderRadius: vars.radius.pill,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transition: `filter ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&[data-hovered]': { filter: 'brightness(0.95)' },
      '&[data-pressed]': { animation: `${press} ${vars.motion.fast} ${vars.motion.easing}`, filter: 'brightness(0.9)' },
      '&[data-focus-visible]': focusVisible,
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed', filter: 'none' },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      default: filled(vars.color.accent, vars.color.accentText),
      secondary: filled(vars.color.secondary, vars.color.secondaryText),
      destructive: filled(vars.color.critical, vars.color.criticalText),
      outline: {
        backgroundColor: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.accentStrong,
        selectors: { '&[data-hovered]': { backgroundColor: vars.color.accentSoft, filter: 'none' } },
      },
      link: {
        backgroundColor: 'transparent',
        color: vars.color.accentStrong,
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
      },
    },
    size: {
      default: { minHeight: vars.control.md, minWidth: vars.control.md, padding: `0 ${vars.space['5']}`, fontSize: vars.fontSize.body },
      sm: { minHeight: vars.control.sm, minWidth: vars.control.sm, padding: `0 ${vars.space['4']}`, fontSize: vars.fontSize.sm },
      lg: { minHeight: vars.control.lg, minWidth: vars.control.lg, padding: `0 ${vars.space['6']}`, fontSize: vars.fontSize.lg },
      icon: { height: vars.control.md, width: vars.control.md, padding: 0, fontSize: vars.fontSize.lg },
    },
  },
  defaultVariants: { variant: 'default', size: 'default' },
});

export type ButtonRecipeVariants = NonNullable<RecipeVariants<typeof buttonRecipe>>;
