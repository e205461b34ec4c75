import { vars } from '../tokens/contract.css';

/**
 * A button's box: its label centred on one line inside a 2 px edge (transparent until a variant
 * colours it). What stands in a button's place uses it too, so that the swap moves nothing.
 */
export const buttonBox = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: '2px solid transparent',
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
} as const;
