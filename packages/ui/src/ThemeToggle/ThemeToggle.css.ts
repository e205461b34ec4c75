import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';
import { focusVisible } from '../styles/focus';
import { pillTrack } from '../styles/surfaces';

export const themeToggleRecipe = recipe({
  variants: {
    part: {
      group: { display: 'inline-flex', gap: vars.space['1'], ...pillTrack, border: `1px solid ${vars.color.borderStrong}` },
      option: {
        minHeight: vars.control.md,
        padding: `0 ${vars.space['4']}`,
        border: 0,
        borderRadius: vars.radius.pill,
        background: 'none',
        color: vars.color.text,
        font: 'inherit',
        cursor: 'pointer',
        selectors: {
          '&[data-selected]': { backgroundColor: vars.color.accent, color: vars.color.accentText, fontWeight: vars.fontWeight.bold },
          '&[data-focus-visible]': focusVisible,
        },
      },
    },
  },
});
