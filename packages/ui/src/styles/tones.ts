import { vars } from '../tokens/contract.css';

/** A message box (Alert, Toast): a thick edge on the reading side, in its tone's colour. */
export const toneEdge = { boxSizing: 'border-box', borderInlineStart: '6px solid', color: vars.color.text } as const;

/** Each tone's soft fill and its edge, the same in every box that speaks in that tone (Alert, Toast, Badge). */
export const tones = {
  critical: { backgroundColor: vars.color.criticalSoft, borderColor: vars.color.critical },
  success: { backgroundColor: vars.color.successSoft, borderColor: vars.color.success },
} as const;
