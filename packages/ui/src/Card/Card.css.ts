import { vars } from '../tokens/contract.css';
import { partsRecipe } from '../styles/parts';
import { raisedPanel } from '../styles/surfaces';

/** Each part of the card is a variant of one recipe. */
export const cardRecipe = partsRecipe({
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
});
