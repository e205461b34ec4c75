import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';
import { focusVisible } from '../styles/focus';

export const collapsibleRecipe = recipe({
  variants: {
    part: {
      root: { borderBottom: `1px solid ${vars.color.border}` },
      heading: { margin: 0, fontSize: vars.fontSize.lg },
      trigger: {
        display: 'flex',
        alignItems: 'center',
        gap: vars.space['3'],
        width: '100%',
        minHeight: vars.control.md,
        padding: `${vars.space['2']} ${vars.space['1']}`,
        border: 0,
        borderRadius: vars.radius.sm,
        background: 'none',
        color: vars.color.text,
        font: 'inherit',
        fontWeight: vars.fontWeight.bold,
        textAlign: 'start',
        cursor: 'pointer',
        selectors: { '&[data-focus-visible]': focusVisible },
      },
      chevron: {
        marginInlineStart: 'auto',
        transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
        selectors: { '[data-expanded] > * > * > &': { transform: 'rotate(90deg)' } },
      },
      panel: { padding: `0 ${vars.space['1']} ${vars.space['4']}` },
    },
  },
});
