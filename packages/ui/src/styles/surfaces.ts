import { vars } from '../tokens/contract.css';

/**
 * An item card on a page (a story, a voice memory, a player): padded, rounded and edged. `edge`
 * and `fill` give the stronger edge or the raised fill of a card that must stand out more.
 */
export const itemCard = ({ edge = vars.color.border, fill = vars.color.surface } = {}) => ({
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${edge}`,
  backgroundColor: fill,
  color: vars.color.text,
});

/** A tinted panel without an edge, set into a card or a page (a story's extras, a memory). */
export const inset = (padding: string, fill: string = vars.color.surfaceSunken) => ({
  padding,
  borderRadius: vars.radius.md,
  backgroundColor: fill,
});

/** The sunken pill that holds a row of options (tabs, the theme toggle's schemes). */
export const pillTrack = { padding: vars.space['1'], borderRadius: vars.radius.pill, backgroundColor: vars.color.surfaceSunken } as const;
