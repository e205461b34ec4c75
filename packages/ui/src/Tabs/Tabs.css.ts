import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';
import { focusVisible } from '../styles/focus';
import { pillTrack } from '../styles/surfaces';

export const tabsRecipe = recipe({
  variants: {
    part: {
      root: { display: 'flex', flexDirection: 'column', gap: vars.space['4'] },
      list: { display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], ...pillTrack, width: 'fit-content' },
      tab: {
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: vars.control.md,
        padding: `0 ${vars.space['5']}`,
        borderRadius: vars.radius.pill,
        color: vars.color.text,
        fontWeight: vars.fontWeight.medium,
        cursor: 'pointer',
        outline: 'none',
        selectors: {
          '&[data-selected]': { backgroundColor: vars.color.surfaceRaised, boxShadow: vars.shadow.raised, textDecoration: 'underline', textUnderlineOffset: '0.3em' },
          '&[data-focus-visible]': focusVisible,
          '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
        },
      },
      panel: { outline: 'none', selectors: { '&[data-focus-visible]': focusVisible } },
    },
  },
});
