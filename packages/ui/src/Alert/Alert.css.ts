import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';
import { toneEdge, tones } from '../styles/tones';

export const alertRecipe = recipe({
  base: { ...toneEdge, padding: `${vars.space['3']} ${vars.space['4']}`, borderRadius: vars.radius.md, fontSize: vars.fontSize.body },
  variants: {
    tone: { critical: tones.critical, success: tones.success },
    part: {
      root: {},
      title: { margin: 0, padding: 0, border: 0, background: 'none', fontWeight: vars.fontWeight.bold },
    },
  },
  defaultVariants: { tone: 'critical', part: 'root' },
});
