import { vars } from '../tokens/contract.css';
import { partsRecipe } from '../styles/parts';
import { raisedPanel } from '../styles/surfaces';

/** Each part of the dialog is a variant of one recipe. */
export const alertDialogRecipe = partsRecipe({
  overlay: {
    position: 'fixed',
    inset: 0,
    // Under the toasts (100): the toast that confirms a delete shows as the dialog closes.
    zIndex: 90,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space['4'],
    background: 'rgb(0 0 0 / 0.45)',
    overflowY: 'auto',
  },
  modal: {
    width: 'min(100%, 32rem)',
    maxHeight: '100%',
    overflowY: 'auto',
    ...raisedPanel(vars.shadow.overlay),
  },
  dialog: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    padding: vars.space['5'],
    outline: 'none',
  },
  title: { fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight },
  body: { fontSize: vars.fontSize.body, lineHeight: vars.lineHeight.body },
  actions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space['3'] },
});
