import { vars } from '../tokens/contract.css';

/** Reading text: the body size at the body's line height. */
export const bodyText = { fontSize: vars.fontSize.body, lineHeight: vars.lineHeight.body } as const;
