import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';
import { toneEdge, tones } from '../styles/tones';

export const viewport = style({
  position: 'fixed',
  zIndex: 100,
  insetBlockEnd: vars.space['5'],
  insetInlineEnd: vars.space['5'],
  insetInlineStart: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space['3'],
  pointerEvents: 'none',
});

export const toastRecipe = recipe({
  base: {
    ...toneEdge,
    pointerEvents: 'auto',
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'start',
    gap: vars.space['3'],
    width: 'min(100%, 28rem)',
    padding: vars.space['4'],
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.overlay,
  },
  variants: {
    variant: {
      default: { backgroundColor: vars.color.surfaceRaised, borderColor: vars.color.accent },
      destructive: tones.critical,
    },
  },
  defaultVariants: { variant: 'default' },
});

export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.body });
export const description = style({ margin: `${vars.space['1']} 0 0` });
export const actions = style({ display: 'flex', gap: vars.space['2'], marginTop: vars.space['3'] });
