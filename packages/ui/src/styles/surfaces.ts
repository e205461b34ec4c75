import { vars } from '../tokens/contract.css';

/** A rounded hairline edge, the one of item cards, choices and menus. */
export const roundedEdge = (edge: string = vars.color.border) => ({ borderRadius: vars.radius.md, border: `1px solid ${edge}` });

/**
 * An item card on a page (a story, a voice memory, a player): padded, rounded and edged. `edge`
 * and `fill` give the stronger edge or the raised fill of a card that must stand out more.
 */
export const itemCard = ({ edge = vars.color.border, fill = vars.color.surface } = {}) => ({
  padding: vars.space['4'],
  ...roundedEdge(edge),
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

/**
 * A raised panel with an edge: a card on the page (`vars.shadow.raised`), or a dialog or panel that
 * floats over it (`vars.shadow.overlay`).
 */
export const raisedPanel = (shadow: string) => ({
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: shadow,
});
