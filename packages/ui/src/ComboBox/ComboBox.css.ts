import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';
import { focusVisible } from '../styles/focus';
import { roundedEdge } from '../styles/surfaces';

/** One recipe; each element of the combo box is a `part`. The input is styled as TextField's. */
export const comboBoxRecipe = recipe({
  variants: {
    part: {
      group: { position: 'relative', display: 'flex', alignItems: 'stretch' },
      // Room on the right for the open button, so a long name never runs under it.
      input: { paddingRight: `calc(${vars.control.md} + ${vars.space['2']})` },
      button: {
        position: 'absolute',
        top: 0,
        right: 0,
        bottom: 0,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: vars.control.md,
        minHeight: vars.control.md,
        padding: 0,
        border: 'none',
        borderRadius: vars.radius.md,
        background: 'transparent',
        color: vars.color.text,
        fontSize: vars.fontSize.body,
        cursor: 'pointer',
        selectors: {
          '&[data-focus-visible]': focusVisible,
          '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
        },
      },
      popover: {
        boxSizing: 'border-box',
        width: 'var(--trigger-width)',
        maxWidth: '100vw',
        overflowY: 'auto',
        backgroundColor: vars.color.surfaceRaised,
        color: vars.color.text,
        ...roundedEdge(vars.color.borderStrong),
        boxShadow: vars.shadow.overlay,
      },
      listBox: { outline: 'none', padding: vars.space['1'] },
      option: {
        display: 'flex',
        alignItems: 'center',
        minHeight: vars.control.md,
        padding: `0 ${vars.space['3']}`,
        borderRadius: vars.radius.sm,
        fontSize: vars.fontSize.body,
        overflowWrap: 'anywhere',
        cursor: 'pointer',
        outline: 'none',
        selectors: {
          '&[data-focused]': { backgroundColor: vars.color.accentSoft },
          '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
          '&[data-selected]': { fontWeight: vars.fontWeight.bold },
        },
      },
      empty: { padding: vars.space['3'], color: vars.color.textMuted, fontSize: vars.fontSize.body },
    },
  },
});
