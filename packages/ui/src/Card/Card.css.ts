import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';
import { raisedPanel } from '../styles/surfaces';

/** One recipe; each part of the card is a variant of it. */
export const cardRecipe = recipe({
  base: { boxSizing: 'border-box', margin: 0 },
  variants: {
    part: {
      root: {
        display: 'flex',
        flexDirection: 'column',
        ...raisedPanel(vars.shadow.raised),
        overflow: 'hidden',
      },
      header: { display: 'flex', flexDirection: 'column', gap: vars.space['2'], padding: `${vars.space['5']} ${vars.space['5']} 0` },
      title: { fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight },
      description: { color: vars.color.textMuted, fontSize: vars.fontSize.body },
      content: { padding: vars.space['5'] },
      footer: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'], padding: `0 ${vars.space['5']} ${vars.space['5']}` },
    },
  },
});
